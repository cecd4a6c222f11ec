// GET /api/tariffs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tariffListSchema, tariffSchema } from '@ecole/shared/schemas/tariffs';
import { tariffs } from '../src/db/schema';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/tariffs', () => {
  it('answers active sites by order, then id, with every public field', async () => {
    const f = server.factories;
    const plateau = await f.createTariff({
      site: 'Plateau',
      location: 'Avenue Chardy',
      phone: '+225 01 02 03 04',
      email: 'plateau@ecole.example',
      accountInfo: 'Banque Exemple 0001',
      description: 'Tarifs de la rentrée',
      requiredDocuments: ["4 photos d'identité"],
      uniformCosts: { tissu: '15 000', cravate: '3 000', blouse: '10 000' },
      supplies: ['1 rame de papier'],
      order: 1,
    });
    const cocody1 = await f.createTariff({ site: 'Cocody', order: 2 });
    const cocody2 = await f.createTariff({ site: 'Yopougon', order: 2 });
    await f.createTariff({ site: 'Fermé', order: 0, isActive: false });

    const { status, body } = await fetchJson(`${server.url}/api/tariffs`);
    expect(status).toBe(200);
    const list = tariffListSchema.parse(body);
    expect(list.tariffs.map((t) => t.id)).toEqual([plateau.id, cocody1.id, cocody2.id]);
    expect(list.tariffs[0]).toEqual({
      id: plateau.id,
      site: 'Plateau',
      location: 'Avenue Chardy',
      phone: '+225 01 02 03 04',
      email: 'plateau@ecole.example',
      accountInfo: 'Banque Exemple 0001',
      programName: 'BTS - Orientés 1ère Année',
      programDuration: '2 ans',
      inscriptionFee: 85000,
      fraisAnnexes: 140000,
      totalFee: 225000,
      firstPayment: 85000,
      secondPayment: 85000,
      thirdPayment: 55000,
      description: 'Tarifs de la rentrée',
      requiredDocuments: ["4 photos d'identité"],
      uniformCosts: { tissu: '15 000', cravate: '3 000', blouse: '10 000' },
      supplies: ['1 rame de papier'],
    });
    expect(list.tariffs[1]).toMatchObject({ requiredDocuments: [], uniformCosts: {}, supplies: [] });
    for (const t of (body as { tariffs: object[] }).tariffs) expect(Object.keys(t).sort()).toEqual(Object.keys(tariffSchema.shape).sort());
  });

  it('keeps only tissu, cravate and blouse in uniformCosts, and lists of text only', async () => {
    const created = await server.factories.createTariff({ site: 'Ancien', order: 50 });
    await server.deps.db.execute(sql`
      UPDATE ${tariffs} SET
        uniform_costs = '{"tissu": "12 000", "cravate": 2500, "chaussures": "20 000", "blouse": null}'::jsonb,
        required_documents = '"un seul texte"'::jsonb,
        supplies = '["cahier", 3, null]'::jsonb
      WHERE id = ${created.id}`);
    server.deps.cache.invalidate();
    const { body } = await fetchJson(`${server.url}/api/tariffs`);
    const tariff = tariffListSchema.parse(body).tariffs.find((t) => t.id === created.id);
    expect(tariff).toMatchObject({ uniformCosts: { tissu: '12 000', cravate: '2500' }, requiredDocuments: [], supplies: ['cahier'] });
    expect(Object.keys(tariff!.uniformCosts).sort()).toEqual(['cravate', 'tissu']);
  });
});
