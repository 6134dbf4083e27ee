import QuoteModel
import QuotePlatform

/// The quotes shipped inside the binary: `--source builtin` (or `--offline`), and `today`'s last resort when
/// the network fails and nothing is cached.
///
/// Every entry is in the public domain and says in its `description` where it comes from: traditional Korean
/// proverbs (속담); sayings and verse of Korean figures who died more than seventy years ago; the Chinese
/// classics in translations made for this project or by James Legge; Greek and Roman antiquity in
/// nineteenth-century translations or ours; English-language writers who died before 1930; a few European
/// writers, proverbs and Aesop's morals. GUIDE.md's "The built-in collection" gives the counts.
extension BuiltinCollection {
    /// The quotes; each `id` is its position counting from 1.
    package static let quotes: [Quote] = entries.enumerated().map { index, entry in
        Quote(id: .number(index + 1), content: entry.content, author: entry.author, description: entry.source)
    }

    private static let entries: [(content: String, author: String, source: String)] = [
        // MARK: - 속담 (traditional Korean proverbs)
        ("천 리 길도 한 걸음부터.", "속담", "한국 속담"),
        ("가는 말이 고와야 오는 말이 곱다.", "속담", "한국 속담"),
        ("낮말은 새가 듣고 밤말은 쥐가 듣는다.", "속담", "한국 속담"),
        ("백지장도 맞들면 낫다.", "속담", "한국 속담"),
        ("세 살 버릇 여든까지 간다.", "속담", "한국 속담"),
        ("소 잃고 외양간 고친다.", "속담", "한국 속담"),
        ("티끌 모아 태산.", "속담", "한국 속담"),
        ("등잔 밑이 어둡다.", "속담", "한국 속담"),
        ("고생 끝에 낙이 온다.", "속담", "한국 속담"),
        ("하늘이 무너져도 솟아날 구멍이 있다.", "속담", "한국 속담"),
        ("호랑이도 제 말 하면 온다.", "속담", "한국 속담"),
        ("원숭이도 나무에서 떨어진다.", "속담", "한국 속담"),
        ("빈 수레가 요란하다.", "속담", "한국 속담"),
        ("벼는 익을수록 고개를 숙인다.", "속담", "한국 속담"),
        ("콩 심은 데 콩 나고 팥 심은 데 팥 난다.", "속담", "한국 속담"),
        ("우물을 파도 한 우물을 파라.", "속담", "한국 속담"),
        ("구슬이 서 말이라도 꿰어야 보배.", "속담", "한국 속담"),
        ("돌다리도 두들겨 보고 건너라.", "속담", "한국 속담"),
        ("시작이 반이다.", "속담", "한국 속담"),
        ("말 한마디로 천 냥 빚을 갚는다.", "속담", "한국 속담"),
        ("발 없는 말이 천 리 간다.", "속담", "한국 속담"),
        ("열 번 찍어 안 넘어가는 나무 없다.", "속담", "한국 속담"),
        ("가지 많은 나무에 바람 잘 날 없다.", "속담", "한국 속담"),
        ("웃는 얼굴에 침 못 뱉는다.", "속담", "한국 속담"),
        ("비 온 뒤에 땅이 굳어진다.", "속담", "한국 속담"),
        ("꿩 먹고 알 먹는다.", "속담", "한국 속담"),
        ("누워서 떡 먹기.", "속담", "한국 속담"),
        ("가랑비에 옷 젖는 줄 모른다.", "속담", "한국 속담"),
        ("개구리 올챙이 적 생각 못 한다.", "속담", "한국 속담"),
        ("공든 탑이 무너지랴.", "속담", "한국 속담"),
        ("작은 고추가 더 맵다.", "속담", "한국 속담"),
        ("떡 줄 사람은 생각도 않는데 김칫국부터 마신다.", "속담", "한국 속담"),
        ("배보다 배꼽이 더 크다.", "속담", "한국 속담"),
        ("아니 땐 굴뚝에 연기 날까.", "속담", "한국 속담"),
        ("오르지 못할 나무는 쳐다보지도 마라.", "속담", "한국 속담"),
        ("윗물이 맑아야 아랫물이 맑다.", "속담", "한국 속담"),
        ("자라 보고 놀란 가슴 솥뚜껑 보고 놀란다.", "속담", "한국 속담"),
        ("지렁이도 밟으면 꿈틀한다.", "속담", "한국 속담"),
        ("쥐구멍에도 볕 들 날 있다.", "속담", "한국 속담"),
        ("될성부른 나무는 떡잎부터 알아본다.", "속담", "한국 속담"),
        ("사공이 많으면 배가 산으로 간다.", "속담", "한국 속담"),
        ("아는 길도 물어 가라.", "속담", "한국 속담"),
        ("열 길 물속은 알아도 한 길 사람 속은 모른다.", "속담", "한국 속담"),
        ("호랑이에게 물려 가도 정신만 차리면 산다.", "속담", "한국 속담"),
        ("가는 날이 장날이다.", "속담", "한국 속담"),
        ("남의 떡이 더 커 보인다.", "속담", "한국 속담"),
        ("바늘 도둑이 소도둑 된다.", "속담", "한국 속담"),
        ("믿는 도끼에 발등 찍힌다.", "속담", "한국 속담"),
        ("물에 빠진 놈 건져 놓으니 보따리 내놓으라 한다.", "속담", "한국 속담"),
        ("고래 싸움에 새우 등 터진다.", "속담", "한국 속담"),
        ("까마귀 날자 배 떨어진다.", "속담", "한국 속담"),
        ("하룻강아지 범 무서운 줄 모른다.", "속담", "한국 속담"),
        ("산 넘어 산이다.", "속담", "한국 속담"),
        ("서당 개 삼 년이면 풍월을 읊는다.", "속담", "한국 속담"),
        ("세월이 약이다.", "속담", "한국 속담"),
        ("친구 따라 강남 간다.", "속담", "한국 속담"),
        ("한 술 밥에 배부르랴.", "속담", "한국 속담"),
        ("낫 놓고 기역 자도 모른다.", "속담", "한국 속담"),
        ("금강산도 식후경.", "속담", "한국 속담"),
        ("같은 값이면 다홍치마.", "속담", "한국 속담"),
        // MARK: - Korean historical figures and poets (all died before 1950)
        ("하루라도 책을 읽지 않으면 입안에 가시가 돋는다.", "안중근", "안중근 유묵 「一日不讀書 口中生荊棘」 (1910, 뤼순 감옥)"),
        ("반드시 죽고자 하면 살고, 반드시 살고자 하면 죽는다.", "이순신", "『난중일기』 1597년 9월 15일, 명량해전 전날 (必死則生 必生則死, 병법 인용)"),
        ("신에게는 아직 열두 척의 배가 남아 있습니다.", "이순신", "1597년 장계 (今臣戰船 尙有十二), 이분 「행록」(『이충무공전서』, 1795)에 전함"),
        ("나는 우리나라가 세계에서 가장 아름다운 나라가 되기를 원한다.", "김구", "『백범일지』 「나의 소원」 (1947)"),
        ("오직 한없이 가지고 싶은 것은 높은 문화의 힘이다.", "김구", "『백범일지』 「나의 소원」 (1947)"),
        (
            "나라 말이 중국과 달라 문자와 서로 통하지 아니하므로, 이런 까닭으로 어리석은 백성이 이르고자 하는 바가 있어도 마침내 제 뜻을 능히 펴지 못하는 사람이 많으니라.", "세종대왕",
            "『훈민정음』 어제 서문 (1446), 언해본의 현대어 풀이"
        ),
        ("사람마다 쉽게 익혀 날마다 씀에 편하게 하고자 할 따름이니라.", "세종대왕", "『훈민정음』 어제 서문 (1446), 언해본의 현대어 풀이"),
        ("청렴은 수령의 본무요, 모든 선의 근원이며 모든 덕의 뿌리이니, 청렴하지 않고서 수령 노릇을 잘한 이는 없었다.", "정약용", "『목민심서』(1818) 율기(律己) 6조 중 청심(淸心): 廉者牧之本務"),
        ("독서는 사람이 할 수 있는 가장 깨끗한 일이다.", "정약용", "강진 유배 중 두 아들에게 보낸 편지"),
        ("먼저 뜻을 세우고, 반드시 성인이 되기를 스스로 기약해야 한다.", "이이", "『격몽요결』(1577) 입지장(立志章) 제1: 初學先須立志 必以聖人自期"),
        ("청산은 어찌하여 만고에 푸르르며, 유수는 어찌하여 주야에 그치지 아니하는고. 우리도 그치지 말아 만고상청하리라.", "이황", "연시조 「도산십이곡」 제11곡 (언학 5), 현대어 표기"),
        ("태산이 높다 하되 하늘 아래 뫼이로다. 오르고 또 오르면 못 오를 리 없건마는, 사람이 제 아니 오르고 뫼만 높다 하더라.", "양사언", "시조 「태산이 높다 하되」 (16세기), 현대어 표기"),
        ("이 몸이 죽고 죽어 일백 번 고쳐 죽어, 백골이 진토 되어 넋이라도 있고 없고, 임 향한 일편단심이야 가실 줄이 있으랴.", "정몽주", "시조 「단심가(丹心歌)」 (고려 말), 현대어 표기"),
        ("눈 덮인 들판을 걸어갈 때 함부로 어지러이 걷지 마라. 오늘 내가 남긴 발자국이 마침내 뒷사람의 길이 되리니.", "이양연", "이양연의 오언절구 (…遂作後人程); 흔히 서산대사 작으로 잘못 알려짐"),
        ("죽는 날까지 하늘을 우러러 한 점 부끄럼이 없기를.", "윤동주", "「서시」 (1941), 『하늘과 바람과 별과 시』 (1948)"),
        ("내가 사는 것은, 다만, 잃은 것을 찾는 까닭입니다.", "윤동주", "「길」 (1941), 『하늘과 바람과 별과 시』 (1948)"),
        ("님은 갔습니다. 아아, 사랑하는 나의 님은 갔습니다.", "한용운", "「님의 침묵」, 시집 『님의 침묵』 (1926)"),
        ("가시는 걸음걸음 놓인 그 꽃을 사뿐히 즈려밟고 가시옵소서.", "김소월", "「진달래꽃」, 시집 『진달래꽃』 (1925)"),
        ("지금은 남의 땅 — 빼앗긴 들에도 봄은 오는가?", "이상화", "「빼앗긴 들에도 봄은 오는가」, 『개벽』 (1926)"),
        (
            "어린이는 복되다. 어린이는 복되다. 한이 없는 복을 가진 어린이를 찬미하는 동시에, 나는 어린이 나라에 가깝게 있을 수 있는 것을 얼마든지 감사한다.", "방정환",
            "수필 「어린이 찬미」 (『신여성』, 1924)"
        ),
        // MARK: - Classics (Korean renderings made for this project; English by James Legge)
        ("배우고 때때로 익히면 또한 기쁘지 아니한가.", "공자", "『논어』 학이(學而)편 1.1: 學而時習之 不亦說乎"),
        ("아는 것을 안다 하고 모르는 것을 모른다 하는 것, 이것이 아는 것이다.", "공자", "『논어』 위정(爲政)편 2.17: 知之爲知之 不知爲不知 是知也"),
        ("세 사람이 길을 가면 그 가운데 반드시 나의 스승이 있다.", "공자", "『논어』 술이(述而)편 7.21: 三人行 必有我師焉"),
        ("자기가 원하지 않는 것을 남에게 베풀지 마라.", "공자", "『논어』 안연(顔淵)편 12.2: 己所不欲 勿施於人"),
        ("날이 추워진 뒤에야 소나무와 잣나무가 늦게 시듦을 안다.", "공자", "『논어』 자한(子罕)편 9.27: 歲寒然後知松柏之後彫也"),
        (
            "Learning without thought is labour lost; thought without learning is perilous.", "Confucius",
            "Analects 2.15, tr. James Legge"
        ),
        ("The superior man is modest in his speech, but exceeds in his actions.", "Confucius", "Analects 14.29, tr. James Legge"),
        ("하늘이 주는 때는 땅의 이로움만 못하고, 땅의 이로움은 사람의 화합만 못하다.", "맹자", "『맹자』 공손추(公孫丑) 하 1: 天時不如地利 地利不如人和"),
        ("가장 좋은 것은 물과 같다.", "노자", "『도덕경』 8장: 上善若水"),
        ("만족할 줄 알면 욕되지 않고, 그칠 줄 알면 위태롭지 않다.", "노자", "『도덕경』 44장: 知足不辱 知止不殆"),
        (
            "He who knows other men is discerning; he who knows himself is intelligent.", "Lao Tzu",
            "Tao Te Ching, ch. 33, tr. James Legge (1891)"
        ),
        ("Sincere words are not fine; fine words are not sincere.", "Lao Tzu", "Tao Te Ching, ch. 81, tr. James Legge (1891)"),
        ("사람들은 모두 쓸모 있는 것의 쓸모는 알지만, 쓸모없는 것의 쓸모는 알지 못한다.", "장자", "『장자』 인간세(人間世)편: 人皆知有用之用 而莫知無用之用也"),
        ("지피지기면 백전불태.", "손자", "『손자병법』 모공(謀攻)편: 知彼知己 百戰不殆"),
        ("옥은 다듬지 않으면 그릇이 되지 못하고, 사람은 배우지 않으면 도리를 알지 못한다.", "예기", "『예기』 학기(學記)편: 玉不琢 不成器 人不學 不知道"),
        // MARK: - Antiquity (public-domain translations, or made for this project)
        ("The unexamined life is not worth living.", "Socrates", "Plato, Apology 38a, tr. Benjamin Jowett"),
        (
            "The direction in which education starts a man, will determine his future life.", "Plato",
            "Republic, Book IV (425b), tr. Benjamin Jowett"
        ),
        ("As long as you live, you must go on learning how to live.", "Seneca", "Letters to Lucilius 76.3; tr. for this project"),
        (
            "While we put things off, life runs past.", "Seneca",
            "Letters to Lucilius 1.2 (dum differtur vita transcurrit); tr. for this project"
        ),
        (
            "It is not that we have little time, but that we have wasted much of it.", "Seneca",
            "On the Shortness of Life 1.3; tr. for this project"
        ),
        (
            "Such as are thy habitual thoughts, such also will be the character of thy mind; for the soul is dyed by the thoughts.",
            "Marcus Aurelius", "Meditations 5.16, tr. George Long (1862)"
        ),
        (
            "No longer talk at all about the kind of man that a good man ought to be, but be such.", "Marcus Aurelius",
            "Meditations 10.16, tr. George Long (1862)"
        ),
        (
            "Do not act as if thou wert going to live ten thousand years. Death hangs over thee. While thou livest, while it is in thy power, be good.",
            "Marcus Aurelius", "Meditations 4.17, tr. George Long (1862)"
        ),
        ("If you would be a good reader, read; if a writer, write.", "Epictetus", "Discourses 2.18, tr. George Long (1877)"),
        (
            "Men are disturbed, not by things, but by the principles and notions which they form concerning things.", "Epictetus",
            "Enchiridion 5, tr. Elizabeth Carter (1758)"
        ),
        (
            "You cannot step twice into the same rivers; for fresh waters are ever flowing in upon you.", "Heraclitus",
            "Fragment 41, tr. John Burnet, Early Greek Philosophy (1892)"
        ),
        (
            "As it is not one swallow or one fine day that makes a spring, so it is not one day or a short time that makes a man blessed and happy.",
            "Aristotle", "Nicomachean Ethics 1.7 (1098a), tr. D. P. Chase (1847)"
        ),
        // MARK: - English-language writers (all died before 1930)
        ("The only way to have a friend is to be one.", "Ralph Waldo Emerson", "\"Friendship\", Essays: First Series (1841)"),
        (
            "Trust thyself: every heart vibrates to that iron string.", "Ralph Waldo Emerson",
            "\"Self-Reliance\", Essays: First Series (1841)"
        ),
        (
            "Write it on your heart that every day is the best day in the year.", "Ralph Waldo Emerson",
            "\"Works and Days\", Society and Solitude (1870)"
        ),
        (
            "Nothing great was ever achieved without enthusiasm.", "Ralph Waldo Emerson",
            "\"Circles\", Essays: First Series (1841)"
        ),
        (
            "If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.",
            "Henry David Thoreau", "Walden, ch. 18, \"Conclusion\" (1854)"
        ),
        (
            "Our life is frittered away by detail. An honest man has hardly need to count more than his ten fingers, or in extreme cases he may add his ten toes, and lump the rest. Simplicity, simplicity, simplicity!",
            "Henry David Thoreau", "Walden, ch. 2, \"Where I Lived, and What I Lived For\" (1854)"
        ),
        (
            "It is not enough to be industrious; so are the ants. What are you industrious about?", "Henry David Thoreau",
            "Letter to H. G. O. Blake, 16 November 1857"
        ),
        ("Well done is better than well said.", "Benjamin Franklin", "Poor Richard's Almanack (1737)"),
        (
            "Early to bed and early to rise, makes a man healthy, wealthy, and wise.", "Benjamin Franklin",
            "Poor Richard's Almanack (1735), an older proverb; also in The Way to Wealth (1758)"
        ),
        ("Lost time is never found again.", "Benjamin Franklin", "The Way to Wealth (1758), quoting Poor Richard's Almanack"),
        (
            "Have you somewhat to do to-morrow, do it to-day.", "Benjamin Franklin",
            "The Way to Wealth (1758), quoting Poor Richard's Almanack"
        ),
        (
            "Courage is resistance to fear, mastery of fear—not absence of fear.", "Mark Twain",
            "Pudd'nhead Wilson (1894), ch. 12, \"Pudd'nhead Wilson's Calendar\""
        ),
        (
            "Let us endeavor so to live that when we come to die even the undertaker will be sorry.", "Mark Twain",
            "Pudd'nhead Wilson (1894), ch. 6, \"Pudd'nhead Wilson's Calendar\""
        ),
        (
            "Always do right. This will gratify some people and astonish the rest.", "Mark Twain",
            "Note to the Young People's Society, Greenpoint Presbyterian Church, Brooklyn (1901)"
        ),
        ("Let us have faith that right makes might.", "Abraham Lincoln", "Cooper Union Address, New York, 27 February 1860"),
        ("With malice toward none, with charity for all.", "Abraham Lincoln", "Second Inaugural Address, 4 March 1865"),
        ("Experience is the name every one gives to their mistakes.", "Oscar Wilde", "Lady Windermere's Fan, Act III (1892)"),
        (
            "To live is the rarest thing in the world. Most people exist, that is all.", "Oscar Wilde",
            "The Soul of Man under Socialism (1891)"
        ),
        (
            "We are all in the gutter, but some of us are looking at the stars.", "Oscar Wilde",
            "Lady Windermere's Fan, Act III (1892)"
        ),
        (
            "There is nothing either good or bad, but thinking makes it so.", "William Shakespeare",
            "Hamlet, Act 2, Scene 2 (c. 1600)"
        ),
        (
            "Our doubts are traitors, and make us lose the good we oft might win by fearing to attempt.", "William Shakespeare",
            "Measure for Measure, Act 1, Scene 4 (1604)"
        ),
        ("This above all: to thine own self be true.", "William Shakespeare", "Hamlet, Act 1, Scene 3 (c. 1600)"),
        (
            "I exist as I am, that is enough.", "Walt Whitman",
            "\"Song of Myself\" (1855); section 20 in later editions of Leaves of Grass"
        ),
        (
            "Re-examine all you have been told at school or church or in any book, dismiss whatever insults your own soul.",
            "Walt Whitman", "Preface to Leaves of Grass (1855)"
        ),
        ("There is no charm equal to tenderness of heart.", "Jane Austen", "Emma, vol. II (1815)"),
        (
            "No one is useless in this world who lightens the burden of it for any one else.", "Charles Dickens",
            "Our Mutual Friend, Book III, ch. 9 (1865)"
        ),
        (
            "Annual income twenty pounds, annual expenditure nineteen nineteen and six, result happiness. Annual income twenty pounds, annual expenditure twenty pounds ought and six, result misery.",
            "Charles Dickens", "David Copperfield, ch. 12 (1850), Mr. Micawber"
        ),
        (
            "Hope is the thing with feathers that perches in the soul.", "Emily Dickinson",
            "Poem J254 / Fr314, first published in Poems: Second Series (1891)"
        ),
        ("Forever is composed of nows.", "Emily Dickinson", "Poem J624 / Fr690, first published in Further Poems (1929)"),
        ("A thing of beauty is a joy for ever.", "John Keats", "Endymion, Book I, line 1 (1818)"),
        (
            "To see a world in a grain of sand and a heaven in a wild flower.", "William Blake",
            "\"Auguries of Innocence\" (c. 1803, published 1863)"
        ),
        ("Hope springs eternal in the human breast.", "Alexander Pope", "An Essay on Man, Epistle I, line 95 (1734)"),
        ("To err is human; to forgive, divine.", "Alexander Pope", "An Essay on Criticism, line 525 (1711)"),
        ("Great works are performed not by strength, but perseverance.", "Samuel Johnson", "Rasselas, ch. 13 (1759)"),
        ("To strive, to seek, to find, and not to yield.", "Alfred, Lord Tennyson", "\"Ulysses\", last line (1842)"),
        (
            "'Tis better to have loved and lost than never to have loved at all.", "Alfred, Lord Tennyson",
            "In Memoriam A. H. H., canto 27 (1850)"
        ),
        (
            "Lives of great men all remind us we can make our lives sublime, and, departing, leave behind us footprints on the sands of time.",
            "Henry Wadsworth Longfellow", "\"A Psalm of Life\" (1838)"
        ),
        (
            "They also serve who only stand and wait.", "John Milton",
            "Sonnet \"When I consider how my light is spent\" (published 1673)"
        ),
        (
            "The mind is its own place, and in itself can make a Heaven of Hell, a Hell of Heaven.", "John Milton",
            "Paradise Lost, Book I, lines 254–255 (1667)"
        ),
        (
            "Ah, but a man's reach should exceed his grasp, or what's a heaven for?", "Robert Browning",
            "\"Andrea del Sarto\", Men and Women (1855)"
        ),
        (
            "No man is an island, entire of itself; every man is a piece of the continent, a part of the main.", "John Donne",
            "Devotions upon Emergent Occasions, Meditation XVII (1624)"
        ),
        ("The Child is father of the Man.", "William Wordsworth", "\"My Heart Leaps Up\", Poems, in Two Volumes (1807)"),
        (
            "To travel hopefully is a better thing than to arrive, and the true success is to labour.", "Robert Louis Stevenson",
            "\"El Dorado\", Virginibus Puerisque (1881)"
        ),
        (
            "Reading maketh a full man; conference a ready man; and writing an exact man.", "Francis Bacon",
            "\"Of Studies\", Essays (1625)"
        ),
        (
            "The growing good of the world is partly dependent on unhistoric acts.", "George Eliot",
            "Middlemarch, \"Finale\" (1871–72)"
        ),
        (
            "I am no bird; and no net ensnares me: I am a free human being with an independent will.", "Charlotte Brontë",
            "Jane Eyre, ch. 23 (1847)"
        ),
        // MARK: - Writers in other languages (translations made for this project)
        (
            "It is not enough to know; we must also apply. It is not enough to will; we must also do.",
            "Johann Wolfgang von Goethe", "Maximen und Reflexionen; tr. for this project"
        ),
        (
            "If you have your why of life, you can put up with almost any how.", "Friedrich Nietzsche",
            "Twilight of the Idols, \"Maxims and Arrows\" 12 (1889); tr. for this project"
        ),
        (
            "It is quite true, as philosophy says, that life must be understood backwards. But one forgets the other principle, that it must be lived forwards.",
            "Søren Kierkegaard", "Journals, 1843 (Papirer IV A 164); tr. for this project"
        ),
        (
            "We must cultivate our garden.", "Voltaire",
            "Candide, ch. 30 (1759): il faut cultiver notre jardin; tr. for this project"
        ),
        (
            "The heart has its reasons, which reason does not know.", "Blaise Pascal",
            "Pensées 277 (Brunschvicg) / 423 (Lafuma), 1670; tr. for this project"
        ),
        // MARK: - Proverbs and fables
        (
            "Fall seven times, stand up eight.", "Japanese proverb",
            "Japanese proverb 七転び八起き (nana korobi ya oki); tr. for this project"
        ),
        ("Where there's a will, there's a way.", "English proverb", "English proverb"),
        ("Rome was not built in a day.", "English proverb", "English proverb"),
        ("Every cloud has a silver lining.", "English proverb", "English proverb; the image is from Milton's Comus (1634)"),
        (
            "Do not count your chickens before they are hatched.", "Aesop",
            "Aesop's Fables, \"The Milkmaid and Her Pail\", ed. Joseph Jacobs (1894)"
        ),
        ("Plodding wins the race.", "Aesop", "Aesop's Fables, \"The Hare and the Tortoise\", ed. Joseph Jacobs (1894)"),
        (
            "Little friends may prove great friends.", "Aesop",
            "Aesop's Fables, \"The Lion and the Mouse\", ed. Joseph Jacobs (1894)"
        ),
    ]
}
