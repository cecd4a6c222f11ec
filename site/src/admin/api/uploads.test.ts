import { describe, expect, it } from 'vitest';
import { adminMessages } from '@ecole/shared/admin-messages';
import { ApiRequestError } from '@ecole/shared/api';
import { checks, serverRefusal } from './uploads';

const up = adminMessages.upload;
const refusal = (status: number, error?: string) => new ApiRequestError(status, error === undefined ? '' : JSON.stringify({ success: false, error }), 'Refused');
const fallback = "Erreur lors de l'upload de l'image";

describe('serverRefusal', () => {
  it("titles the founder's refusals by the server as its own: 415 the type, 413 the size, the server's message kept", () => {
    expect(serverRefusal(refusal(415, up.imageType), checks.founderImage, fallback)).toEqual({ title: 'Type de fichier invalide', description: up.imageType });
    expect(serverRefusal(refusal(413, up.founderImageTooLarge), checks.founderImage, fallback)).toEqual({ title: 'Fichier trop volumineux', description: up.founderImageTooLarge });
    expect(serverRefusal(refusal(413, up.tooManyPixels), checks.founderImage, fallback)).toEqual({ title: 'Fichier trop volumineux', description: up.tooManyPixels });
    // A 413 from a proxy, without the server's JSON: the title still says why, the screen's fallback what.
    expect(serverRefusal(refusal(413), checks.founderImage, fallback)).toEqual({ title: 'Fichier trop volumineux', description: fallback });
  });

  it('keeps "Erreur" for any other failure of the founder photo', () => {
    expect(serverRefusal(refusal(400, up.unreadableImage), checks.founderImage, fallback)).toEqual({ title: 'Erreur', description: up.unreadableImage });
    expect(serverRefusal(refusal(507, up.storageFull), checks.founderImage, fallback)).toEqual({ title: 'Erreur', description: up.storageFull });
    expect(serverRefusal(new Error('Upload failed'), checks.founderImage, fallback)).toEqual({ title: 'Erreur', description: fallback });
  });

  it('keeps "Erreur" on the screens whose refusals the spec does not title', () => {
    for (const check of [checks.sliderImage, checks.newsImage, checks.media(200 * 1024 * 1024)]) {
      expect(serverRefusal(refusal(415, up.imageType), check, fallback).title).toBe('Erreur');
      expect(serverRefusal(refusal(413, up.imageTooLarge), check, fallback).title).toBe('Erreur');
    }
  });
});
