/**
 * A quantifier applied to a group that itself repeats (`(a+)+`, `(\w*)*`): the shape that makes
 * backtracking regexes take exponential time. Patterns people give are refused in this shape
 * rather than run.
 */
const nestedQuantifier = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)[+*{]/;

export const hasNestedQuantifier = (pattern: string): boolean => nestedQuantifier.test(pattern);
