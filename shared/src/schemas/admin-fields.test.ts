// An invisible character pasted into a form (Word's Shift+Enter is U+000B) is named as such:
// "Le titre est requis" beside a filled title, or "ne doit pas dépasser 1000 caractères" under
// 50 of them, leaves the administrator nothing to fix.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldMessages, optionalText, requiredText, textList } from './admin-fields';

const VT = '\u000b';
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('a control character in an administration field', () => {
  it('is refused with the message that names it, in a required text, an optional one and a list', () => {
    expect(fieldMessages.invalidCharacters).toBe(messages.generic.invalidCharacters);
    expect(firstMessage(requiredText('Le titre est requis').safeParse(`Journée${VT}portes ouvertes`))).toBe(messages.generic.invalidCharacters);
    expect(firstMessage(optionalText(1000).safeParse(`Un résumé${VT}court`))).toBe(messages.generic.invalidCharacters);
    expect(firstMessage(textList().safeParse(['Un', `de${VT}ux`]))).toBe(messages.generic.invalidCharacters);
  });

  it('leaves the other messages as they were', () => {
    expect(firstMessage(requiredText('Le titre est requis').safeParse('   '))).toBe('Le titre est requis');
    expect(firstMessage(optionalText(10).safeParse('x'.repeat(11)))).toBe(fieldMessages.tooLong(10));
    expect(requiredText('Le titre est requis').safeParse('Titre\tavec tabulation\net retour').success).toBe(true);
  });
});
