// A minimal server-sent events reader (the `data` field only), for POST streams EventSource cannot open.

/** Feeds text chunks in; calls `onData` with each complete event's data (multi-line data joined by \n). */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onData(data.join('\n'));
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // comment, e.g. a keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A trailing \r may be the first half of \r\n: keep it until the next chunk says.
      const pattern = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    /** The stream ended: a last event without its blank line is still delivered. */
    end() {
      if (buffer !== '') line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
