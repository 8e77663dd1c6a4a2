import { describe, expect, it } from 'vitest';
import { backspaceAt, emptyOtp, otpValue, pasteAt, typeInto } from './otp-input';

const digits = (text: string) => [...text.padEnd(6, ' ')].map((char) => (char === ' ' ? '' : char));

describe('typeInto', () => {
  it.each([
    ['a digit fills the box and moves on', '', 0, '4', '4', 1],
    ['the last box keeps the focus', '12345', 5, '6', '123456', 5],
    ['letters are ignored', '1', 1, 'x', '1', 1],
    ['clearing a box stays there', '123', 1, '', '1 3', 1],
    ['several characters (auto-fill) spread like a paste', '', 0, '987654', '987654', 5],
  ])('%s', (_label, before, index, value, after, focus) => {
    const edit = typeInto(digits(before), index, value);
    expect(edit.digits).toEqual(digits(after));
    expect(edit.focus).toBe(focus);
  });
});

describe('pasteAt', () => {
  it.each([
    ['six digits fill every box', 0, '123456', '123456', 5],
    ['longer text is cut to six', 0, '12345678', '123456', 5],
    ['spaces and dashes are dropped', 0, ' 12-34 56 ', '123456', 5],
    ['a short paste focuses the next empty box', 0, '12', '12', 2],
    ['from a later box only what fits', 4, '9876', '    98', 5],
  ])('%s', (_label, index, text, after, focus) => {
    const edit = pasteAt(emptyOtp(), index, text);
    expect(edit.digits).toEqual(digits(after));
    expect(edit.focus).toBe(focus);
  });
});

describe('backspaceAt', () => {
  it.each([
    ['clears a filled box and stays', '123', 2, '12', 2],
    ['in an empty box goes back and clears the previous one', '12', 2, '1', 1],
    ['in the first empty box stays', '', 0, '', 0],
  ])('%s', (_label, before, index, after, focus) => {
    const edit = backspaceAt(digits(before), index);
    expect(edit.digits).toEqual(digits(after));
    expect(edit.focus).toBe(focus);
  });
});

it('otpValue joins the boxes', () => {
  expect(otpValue(digits('123456'))).toBe('123456');
});
