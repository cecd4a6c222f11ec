// What the assistant reads: exactly what the public API serves (active rows only, sanitised
// news), through the same services, so it can never reveal a hidden programme or draft.
import { toContentMap } from '@ecole/shared/content-keys';
import type { Db } from '../../../db/client';
import { publicAlbums, publicItemCaptions } from '../../albums/service';
import { publicContent } from '../../content/service';
import { publicFounderMessage } from '../../founder/service';
import { publicInstitutes } from '../../institutes/service';
import { publicNewsImageCaptions, publicNewsList, publicNewsTexts } from '../../news/service';
import { publicPrograms } from '../../programs/service';
import { publicProjects } from '../../projects/service';
import { publicTariffs } from '../../tariffs/service';
import type { Snapshot } from './knowledge';

export async function loadSnapshot(db: Db): Promise<Snapshot> {
  // One after the other: PGlite serves one query at a time anyway, and a PostgreSQL pool
  // is better left to visitors' requests than filled by a rebuild.
  const programs = (await publicPrograms(db)).programs;
  const tariffs = (await publicTariffs(db)).tariffs;
  const content = toContentMap((await publicContent(db)).content);
  const institutes = (await publicInstitutes(db)).institutes;
  const news = (await publicNewsList(db)).news;
  const newsTexts = await publicNewsTexts(db);
  const albums = (await publicAlbums(db)).albums;
  const projects = (await publicProjects(db)).projects;
  const founder = await publicFounderMessage(db);
  const captions = [
    ...(await publicItemCaptions(db)),
    ...(await publicNewsImageCaptions(db)).map((c) => ({ text: c.text, video: false, newsId: c.newsId })),
  ];
  return { programs, tariffs, content, institutes, news, newsTexts, albums, projects, founder, captions };
}
