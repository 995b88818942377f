/**
 * Wraps `build` so it runs again only when its input changes (compared as JSON), keeping the last
 * answer. For things costly to build from inputs that change rarely: a request schema depends on
 * today and the catalogue's capacities, which change once a day or when staff edit them, while
 * building and compiling it again for each request cost a tenth of a price check's CPU.
 */
export function rememberLatest<Input, Output>(build: (input: Input) => Output) {
  let lastKey: string | undefined;
  let lastOutput: Output | undefined;
  return (input: Input): Output => {
    const key = JSON.stringify(input);
    if (key !== lastKey || lastOutput === undefined) {
      lastOutput = build(input);
      lastKey = key;
    }
    return lastOutput;
  };
}
