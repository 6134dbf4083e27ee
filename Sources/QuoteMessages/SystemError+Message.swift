import QuotePlatform

extension SystemError: MessageArgument {
    /// The reason as a person reads it: the C library's words in English; in Korean, the catalog's own words for
    /// the reasons people meet (as glibc's Korean catalog has them), whatever locales the machine has installed,
    /// and the C library's English words, in parentheses after a Korean lead, for the rare others.
    package func text(in language: Language) -> String {
        guard language == .korean else { return description }
        return Self.korean[code] ?? "시스템 오류 (\(description))"
    }

    /// The Korean for the reasons a user meets.
    private static let korean: [Int32: String] = [
        ENOENT: "그런 파일이나 디렉터리가 없습니다",
        EACCES: "권한이 없습니다",
        EPERM: "허용되지 않는 작업입니다",
        ENOSPC: "장치에 남은 공간이 없습니다",
        EDQUOT: "디스크 할당량을 초과했습니다",
        EROFS: "읽기 전용 파일 시스템입니다",
        ENOTDIR: "디렉터리가 아닙니다",
        EISDIR: "디렉터리입니다",
        EMFILE: "열린 파일이 너무 많습니다",
        ENFILE: "시스템에 열린 파일이 너무 많습니다",
        EEXIST: "파일이 이미 있습니다",
        EIO: "입출력 오류입니다",
        ENAMETOOLONG: "파일 이름이 너무 깁니다",
        ELOOP: "심볼릭 링크 단계가 너무 많습니다",
        EAGAIN: "자원을 일시적으로 사용할 수 없습니다",
        EPIPE: "파이프가 끊어졌습니다",
        EBADF: "잘못된 파일 디스크립터입니다",
        EFBIG: "파일이 너무 큽니다",
        ETXTBSY: "실행 파일이 사용 중입니다",
        EBUSY: "장치나 자원이 사용 중입니다",
        ENOLCK: "사용할 수 있는 잠금이 없습니다",
    ]
}
