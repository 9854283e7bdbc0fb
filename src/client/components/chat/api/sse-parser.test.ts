import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

function parse(chunks: string[]) {
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads one event per blank line', () => {
    expect(parse(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins events split anywhere across chunks', () => {
    const text = 'data: {"type":"delta","text":"Bonjour"}\n\ndata: {"type":"done"}\n\n';
    const chunks = text.split('');
    expect(parse(chunks)).toEqual(['{"type":"delta","text":"Bonjour"}', '{"type":"done"}']);
  });

  it('accepts \\r\\n and \\r line ends, even with \\r\\n split between chunks', () => {
    expect(parse(['data: x\r', '\n\r\ndata: y\r\r'])).toEqual(['x', 'y']);
  });

  it('ignores comments and other fields, joins multi-line data', () => {
    expect(parse([': ping\n\nevent: message\nid: 3\ndata: a\ndata: b\n\n'])).toEqual(['a\nb']);
  });

  it('delivers a last event that lacks its blank line', () => {
    expect(parse(['data: fin'])).toEqual(['fin']);
  });

  it('keeps a value without the optional space', () => {
    expect(parse(['data:{"x":1}\n\n'])).toEqual(['{"x":1}']);
  });
});
