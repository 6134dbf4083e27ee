/// The line that follows the error of a run that could not reach any source (exit 69), as the tests expect it.
package let offlineHint = "Without a network, 'quote --offline' (the built-in collection) and 'quote today' still give a quote.\n"
