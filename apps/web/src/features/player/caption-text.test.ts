import { describe, expect, it } from 'vitest';
import { sanitizeCaption, toWebVtt } from './caption-text.ts';

describe('sanitizeCaption', () => {
  it('keeps i, b, u and br, and turns line breaks into br', () => {
    expect(sanitizeCaption('<i>one</i> <b>two</b>\n<u>three</u>')).toBe(
      '<i>one</i> <b>two</b><br><u>three</u>',
    );
  });

  it('removes script, style and iframe with their contents', () => {
    expect(sanitizeCaption('a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x">d</iframe>e')).toBe(
      'abce',
    );
  });

  it('drops every other tag and attribute but keeps the words', () => {
    expect(
      sanitizeCaption('<font color="red">red</font> <i onclick="x()">it</i> <img src=x onerror=alert(1)>'),
    ).toBe('red <i>it</i> ');
    expect(sanitizeCaption('<c.yellow>cue</c> <v Bob>hi</v>')).toBe('cue hi');
  });
});

describe('toWebVtt', () => {
  it('leaves WebVTT as it is and converts SubRip', () => {
    expect(toWebVtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi')).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi',
    );
    expect(toWebVtt('1\n00:00:01,000 --> 00:00:02,500\nHi\n')).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nHi\n',
    );
  });
});
