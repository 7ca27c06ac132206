/**
 * The fuzz suite, second half of the contract's operations (see fuzz/fuzz-operations.ts; the
 * operations are shared between two files so two workers run them at once).
 */
import { describeFuzz } from "./fuzz/describe-fuzz.ts";

describeFuzz(1, 2);
