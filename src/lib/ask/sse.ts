/**
 * Minimal Server-Sent Events parser (the `data:` field is all chat-completion
 * streams use). Chunks may split lines anywhere; `\n`, `\r\n` and `\r` end lines.
 */
export interface SseParser {
  push(chunk: string): void;
  /** Flushes the last event when the stream ends without a blank line. */
  end(): void;
}

export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length) onData(dataLines.join('\n'));
    dataLines = [];
  };

  const handleLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // comment / keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
  };

  const drain = (final: boolean) => {
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      // A lone '\r' at the end may be the first half of '\r\n': wait for the next chunk.
      if (match[0] === '\r' && match.index === buffer.length - 1 && !final) break;
      handleLine(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };

  return {
    push(chunk) {
      buffer += chunk;
      drain(false);
    },
    end() {
      drain(true);
      if (buffer) handleLine(buffer);
      buffer = '';
      dispatch();
    },
  };
}
