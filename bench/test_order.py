"""Tests of bench/order.py's choices, which no build checks: the kept `today` traced and laid out first.

Run by `make test` (python3 -m unittest discover -s bench).
"""
import tempfile, unittest

from order import everyday, ordered, tally


class OrderedTests(unittest.TestCase):
    def test_kept_today_first_then_by_uses_then_by_name(self):
        uses = {"shared": 18, "kept_only": 1, "other": 17, "b_other": 2, "a_other": 2, "kept_few": 3}
        kept = {"shared", "kept_only", "kept_few"}
        self.assertEqual(ordered(uses, kept, set(uses)),
                         ["shared", "kept_few", "kept_only", "other", "a_other", "b_other"])

    def test_only_what_the_link_can_place(self):
        uses = {"mine": 2, "libc_function": 2, "_end": 2, "__start_swift5_protocols": 2}
        self.assertEqual(ordered(uses, set(), {"mine", "_end", "__start_swift5_protocols"}), ["mine"])


class TallyTests(unittest.TestCase):
    def test_every_run_counted_and_only_the_kept_one_kept(self):
        uses, kept = {}, set()
        tally(uses, kept, {"a", "b"}, False)
        tally(uses, kept, {"b", "c"}, True)
        self.assertEqual((uses, kept), ({"a": 1, "b": 2, "c": 1}, {"b", "c"}))


class EverydayTests(unittest.TestCase):
    def test_today_twice_and_the_second_marked_kept(self):
        with tempfile.TemporaryDirectory(prefix="quote-order-test.") as home:
            commands = everyday("http://127.0.0.1:1/q", home)
        marked = [(index, arguments) for index, (arguments, _, kept) in enumerate(commands) if kept]
        self.assertEqual(len(marked), 1)
        index, arguments = marked[0]
        self.assertEqual(arguments, ["today", "--endpoint", "http://127.0.0.1:1/q"])
        # The day's first run, which chooses, comes before it in the same home.
        self.assertIn((arguments, commands[index][1], False), commands[:index])


if __name__ == "__main__":
    unittest.main()
