import { describe, expect, it } from 'vitest';
import { firebaseTarget } from '@/lib/firebase/config';
import { parseTranslationDocuments, translationUrl } from '@/lib/i18n/remote';

describe('Translation prefetch over REST (spec §7)', () => {
  it('reads the emulator locally and production with the API key', () => {
    expect(translationUrl(firebaseTarget({}))).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-admin-panel/databases/(default)/documents/Translation?pageSize=10',
    );
    expect(translationUrl(firebaseTarget({ VITE_FIREBASE_PROJECT_ID: 'acme', VITE_FIREBASE_API_KEY: 'k 1' }))).toBe(
      'https://firestore.googleapis.com/v1/projects/acme/databases/(default)/documents/Translation?pageSize=10&key=k%201',
    );
  });

  it('decodes the typed JSON, keeping dotted keys flat', () => {
    const docs = parseTranslationDocuments({
      documents: [
        {
          name: 'projects/p/databases/(default)/documents/Translation/English',
          fields: {
            english: {
              mapValue: { fields: { 'navbar.dashboard': { stringValue: 'Home' }, 'x.count': { integerValue: '3' } } },
            },
          },
        },
      ],
    });
    expect(docs).toHaveLength(1);
    expect(docs[0]?.id).toBe('English');
    expect(docs[0]?.get('english')).toEqual({ 'navbar.dashboard': 'Home', 'x.count': undefined });
    expect(docs[0]?.get('missing')).toBeUndefined();
  });

  it('yields nothing for an error body or garbage', () => {
    expect(parseTranslationDocuments({ error: { code: 403 } })).toEqual([]);
    expect(parseTranslationDocuments(null)).toEqual([]);
  });
});
