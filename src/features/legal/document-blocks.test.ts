import { describe, expect, it } from 'vitest';
import { documentBlocks } from './document-blocks';

describe('documentBlocks', () => {
  it('splits paragraphs at blank lines and joins the lines of one paragraph', () => {
    expect(documentBlocks('First line\ngoes on.\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First line goes on.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('reads a block of "- " lines as a list, and a block with one plain line as a paragraph', () => {
    expect(documentBlocks('Intro:\n\n- one\n- two\n\n- three\nnot an item')).toEqual([
      { kind: 'paragraph', text: 'Intro:' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: '- three not an item' },
    ]);
  });

  it('ignores surrounding and repeated blank lines, and keeps markup as text', () => {
    expect(documentBlocks('\n\n  <b>bold</b>  \n \n\n')).toEqual([{ kind: 'paragraph', text: '<b>bold</b>' }]);
    expect(documentBlocks('')).toEqual([]);
  });
});
