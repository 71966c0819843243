import { textIssues, textProblem, TEXT_MESSAGES } from '../../shared/schemas/text';

describe('the text rule (shared/schemas/text.ts)', () => {
  it('takes any written text, emoji and accents included, and line breaks only where the field takes several lines', () => {
    for (const text of ['Adaeze Foods Ltd', 'Ọjà Ńlá 😀', '₦1,500.00', '']) expect(textProblem(text, false)).toBeUndefined();
    expect(textProblem('GTBank\n0123456789\tIkeja\r\n', true)).toBeUndefined();
    expect(textProblem('two\nlines', false)).toBe(TEXT_MESSAGES.lineBreak);
    expect(textProblem('a\tb', false)).toBe(TEXT_MESSAGES.lineBreak);
  });

  it('refuses a NUL, the other control characters and half a surrogate pair in every field', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', '\u007f', '\u0085', '\u009f']) {
      expect(textProblem(bad, true)).toBe(TEXT_MESSAGES.control);
    }
    for (const bad of ['\ud800', 'a\udc00b', '😀'.slice(0, 1), `x${'😀'.slice(1)}`]) expect(textProblem(bad, true)).toBe(TEXT_MESSAGES.surrogate);
  });

  it('names every text that breaks it, at any depth, by the path the API names fields with', () => {
    const body = { name: 'Ada\u0000', lines: [{ name: 'Chairs', description: 'Two\nlines' }, { name: 'Tab\there', description: '\ud800' }], notes: 'ok\n', n: 5, ['k\u0000']: 'x' };
    expect(textIssues(body)).toEqual({
      name: TEXT_MESSAGES.control,
      'lines.1.name': TEXT_MESSAGES.lineBreak,
      'lines.1.description': TEXT_MESSAGES.surrogate,
      'k\u0000': TEXT_MESSAGES.control,
    });
    expect(textIssues(undefined)).toEqual({});
  });
});
