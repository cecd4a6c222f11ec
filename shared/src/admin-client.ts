// The typed client of the administration API, used by the web back office and the
// desktop app alike (the desktop passes its own fetch, base URL and client header).
// Paths and payloads are the spec's (admin-back-office.md section 7); payload types
// come from the zod schemas, so a change to a schema changes every caller.
import { ApiRequestError, apiRequest, IDEMPOTENCY_KEY_HEADER, READ_TIMEOUT_MS, type RequestOptions } from './api';
import { messages } from './messages';
import { editTag, editableFields, savedFields } from './edit-tag';
import type { Admin, LoginInput, SetupInput } from './schemas/auth';
import { albumUpdateSchema, galleryItemUpdateSchema, type AdminAlbum, type Album, type AlbumCreate, type GalleryItem, type GalleryItemCreate } from './schemas/albums';
import type { chatSessionListSchema, chatTranscriptSchema } from './schemas/chat-transcripts';
import type { ContactRecord } from './schemas/contact';
import { contentUpdateSchema, type ContentItem, type ContentUpdate } from './schemas/content';
import { founderUpdateSchema, type FounderMessage, type FounderUpdate } from './schemas/founder';
import { instituteUpdateSchema, type Institute, type InstituteCreate } from './schemas/institutes';
import { newsImageCaptionFields, newsUpdateSchema, type AdminNews, type AdminNewsImage, type NewsCreate, type NewsImageUpdate } from './schemas/news';
import { programUpdateSchema, type AdminProgram, type ProgramCreate } from './schemas/programs';
import { projectUpdateSchema, type AdminProject, type ProjectCreate } from './schemas/projects';
import { bulkUploadApi, type UploadLimits } from './schemas/bulk-upload';
import { sliderUpdateSchema, type Slider, type SliderCreate, type SliderUpdate } from './schemas/sliders';
import { tariffUpdateSchema, type AdminTariff, type TariffCreate } from './schemas/tariffs';
import type { z } from 'zod';

type Ok<T> = { success: true } & T;

/** The administration API paths (uploads included), in one place. */
export const adminApi = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  setup: '/api/setup',
  content: '/api/admin/content',
  contentKey: (key: string) => `/api/admin/content/${encodeURIComponent(key)}`,
  sliders: '/api/admin/sliders',
  slider: (id: number) => `/api/admin/sliders/${id}`,
  sliderUpload: '/api/admin/sliders/upload',
  founder: '/api/admin/founder-message',
  founderUpload: '/api/admin/founder/upload',
  institutes: '/api/admin/institutes',
  institute: (id: number) => `/api/admin/institutes/${id}`,
  programs: '/api/admin/programs',
  program: (id: number) => `/api/admin/programs/${id}`,
  programUpload: '/api/admin/programs/upload',
  news: '/api/admin/news',
  newsItem: (id: number) => `/api/admin/news/${id}`,
  newsTempUpload: '/api/admin/news/temp/images/upload',
  newsImages: (newsId: number) => `/api/admin/news/${newsId}/images`,
  newsImagesUpload: (newsId: number) => `/api/admin/news/${newsId}/images/upload`,
  newsImage: (imageId: number) => `/api/admin/news-images/${imageId}`,
  projects: '/api/admin/projects',
  project: (id: number) => `/api/admin/projects/${id}`,
  projectUpload: '/api/admin/projects/upload',
  tariffs: '/api/admin/tariffs',
  tariff: (id: number) => `/api/admin/tariffs/${id}`,
  albums: '/api/admin/albums',
  album: (id: number) => `/api/admin/albums/${id}`,
  galleryItems: (albumId: number) => `/api/admin/gallery-items?albumId=${albumId}`,
  galleryItemsBase: '/api/admin/gallery-items',
  galleryItem: (id: number) => `/api/admin/gallery-items/${id}`,
  galleryUpload: '/api/admin/gallery-upload',
  /** The same route for an album cover: images only, refused in the image routes' words. */
  galleryCoverUpload: '/api/admin/gallery-upload?accept=image',
  contacts: '/api/contacts',
  contact: (id: number) => `/api/contacts/${id}`,
  chatSessions: '/api/chat-sessions',
  chatSession: (sessionId: string) => `/api/chat-sessions/${encodeURIComponent(sessionId)}`,
} as const;

/** Answer of the upload routes (multipart, sent by the screens with progress). */
export interface UploadResult {
  success: true;
  imageUrl?: string;
  image?: { imageUrl: string };
  /** A project's upload; a video's still picture, taken by the server, with it. */
  media?: { mediaUrl: string; type: 'image' | 'video'; thumbnailUrl?: string };
  mediaUrl?: string;
  mediaType?: 'image' | 'video';
  /** SHA-256 of the bytes sent (album media uploads). */
  contentHash?: string;
  /** A video's still picture, taken by the server at upload (album media uploads). */
  thumbnailUrl?: string;
}

export function createAdminClient(opts: RequestOptions = {}) {
  const withHeader = (name: string, value: string | undefined): RequestOptions => (value === undefined ? opts : { ...opts, headers: { ...opts.headers, [name]: value } });
  const get = <T>(path: string) => apiRequest<T>('GET', path, undefined, { timeoutMs: READ_TIMEOUT_MS, ...opts });
  const post = <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body, opts);
  /**
   * A create from a form: with `key` (an id per text sent, random-id.ts SendIds), the same
   * create sent again after a lost answer gets the first answer back (server/src/http/idempotency.ts).
   */
  const create = <T>(path: string, body: unknown, key?: string) => apiRequest<T>('POST', path, body, withHeader(IDEMPOTENCY_KEY_HEADER, key));
  const put = <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body, opts);
  /**
   * A save from a form: `base` is the row as the form opened it (from the list), its version
   * over the fields `body` sends sent as If-Match, so that a row changed meanwhile elsewhere
   * is not overwritten (edit-tag.ts). Without it (a switch flipping one value), the save
   * applies as before.
   */
  const save = <T>(schema: { shape: Record<string, unknown> }) => {
    const fields = editableFields(schema);
    return (path: string, body: unknown, base?: object) => apiRequest<T>('PUT', path, body, withHeader('If-Match', base && editTag(base, savedFields(fields, body))));
  };
  const saveSlider = save<Ok<{ slider: Slider }>>(sliderUpdateSchema);
  const saveInstitute = save<Ok<{ institute: Institute }>>(instituteUpdateSchema);
  const saveProgram = save<Ok<{ program: AdminProgram }>>(programUpdateSchema);
  const saveNews = save<Ok<{ news: AdminNews }>>(newsUpdateSchema);
  const saveNewsImage = save<Ok<{ image: AdminNewsImage }>>(newsImageCaptionFields);
  const saveProject = save<Ok<{ project: AdminProject }>>(projectUpdateSchema);
  const saveTariff = save<Ok<{ tariff: AdminTariff }>>(tariffUpdateSchema);
  const saveAlbum = save<Ok<{ album: Album }>>(albumUpdateSchema);
  const saveGalleryItem = save<Ok<{ item: GalleryItem }>>(galleryItemUpdateSchema);
  const saveContentValue = save<Ok<{ item: ContentItem }>>(contentUpdateSchema);
  const saveFounderMessage = save<Ok<{ founderMessage: FounderMessage }>>(founderUpdateSchema);
  /**
   * A deletion is done once the row is gone: a 404 says it went already (a first try whose
   * answer was lost with the connection, or the same row deleted from another screen), which
   * is what was asked. Not a 404 for an address that does not exist: that is a fault.
   */
  const del = (path: string) =>
    apiRequest<{ success: true }>('DELETE', path, undefined, opts).catch((err: unknown) => {
      if (err instanceof ApiRequestError && err.status === 404 && err.serverMessage !== messages.generic.routeNotFound) return { success: true as const };
      throw err;
    });

  return {
    login: (input: LoginInput) => post<Ok<{ admin: Admin }>>(adminApi.login, input),
    logout: () => post<Ok<{ message: string }>>(adminApi.logout),
    me: () => get<Ok<{ admin: Admin }>>(adminApi.me),
    uploadLimits: () => get<UploadLimits>(bulkUploadApi.limits),
    setupStatus: () => get<Ok<{ pending: boolean }>>(adminApi.setup),
    setup: (input: SetupInput) => post<Ok<{ admin: Admin }>>(adminApi.setup, input),

    content: () => get<{ content: ContentItem[] }>(adminApi.content),
    /** `base`: the text as the editor opened it (its stored value, or its default when none is stored). */
    saveContent: (key: string, body: ContentUpdate, base?: { value: string }) => saveContentValue(adminApi.contentKey(key), body, base),

    sliders: () => get<{ sliders: Slider[] }>(adminApi.sliders),
    createSlider: (body: SliderCreate, key?: string) => create<Ok<{ slider: Slider }>>(adminApi.sliders, body, key),
    updateSlider: (id: number, body: SliderUpdate, base?: Slider) => saveSlider(adminApi.slider(id), body, base),
    deleteSlider: (id: number) => del(adminApi.slider(id)),

    founder: () => get<{ founderMessage: FounderMessage | null }>(adminApi.founder),
    saveFounder: (body: FounderUpdate, base?: FounderMessage) => saveFounderMessage(adminApi.founder, body, base),

    institutes: () => get<{ institutes: Institute[] }>(adminApi.institutes),
    createInstitute: (body: InstituteCreate, key?: string) => create<Ok<{ institute: Institute }>>(adminApi.institutes, body, key),
    updateInstitute: (id: number, body: z.input<typeof instituteUpdateSchema>, base?: Institute) => saveInstitute(adminApi.institute(id), body, base),
    deleteInstitute: (id: number) => del(adminApi.institute(id)),

    programs: () => get<{ programs: AdminProgram[] }>(adminApi.programs),
    createProgram: (body: ProgramCreate, key?: string) => create<Ok<{ program: AdminProgram }>>(adminApi.programs, body, key),
    updateProgram: (id: number, body: z.input<typeof programUpdateSchema>, base?: AdminProgram) => saveProgram(adminApi.program(id), body, base),
    deleteProgram: (id: number) => del(adminApi.program(id)),

    news: () => get<{ news: AdminNews[] }>(adminApi.news),
    createNews: (body: NewsCreate, key?: string) => create<Ok<{ news: AdminNews }>>(adminApi.news, body, key),
    updateNews: (id: number, body: z.input<typeof newsUpdateSchema>, base?: AdminNews) => saveNews(adminApi.newsItem(id), body, base),
    deleteNews: (id: number) => del(adminApi.newsItem(id)),
    newsImages: (newsId: number) => get<{ images: AdminNewsImage[] }>(adminApi.newsImages(newsId)),
    addNewsImage: (newsId: number, body: { imageUrl: string; caption?: string | null; order?: number }, key?: string) =>
      create<Ok<{ image: AdminNewsImage }>>(adminApi.newsImages(newsId), body, key),
    /** `base`: the caption as its field opened it; the arrows' order changes send none. */
    updateNewsImage: (imageId: number, body: NewsImageUpdate, base?: Pick<AdminNewsImage, 'caption'>) => saveNewsImage(adminApi.newsImage(imageId), body, base),
    deleteNewsImage: (imageId: number) => del(adminApi.newsImage(imageId)),

    projects: () => get<{ projects: AdminProject[] }>(adminApi.projects),
    createProject: (body: ProjectCreate, key?: string) => create<Ok<{ project: AdminProject }>>(adminApi.projects, body, key),
    updateProject: (id: number, body: z.input<typeof projectUpdateSchema>, base?: AdminProject) => saveProject(adminApi.project(id), body, base),
    deleteProject: (id: number) => del(adminApi.project(id)),

    tariffs: () => get<{ tariffs: AdminTariff[] }>(adminApi.tariffs),
    createTariff: (body: TariffCreate, key?: string) => create<Ok<{ tariff: AdminTariff }>>(adminApi.tariffs, body, key),
    updateTariff: (id: number, body: z.input<typeof tariffUpdateSchema>, base?: AdminTariff) => saveTariff(adminApi.tariff(id), body, base),
    deleteTariff: (id: number) => del(adminApi.tariff(id)),

    albums: () => get<{ albums: AdminAlbum[] }>(adminApi.albums),
    createAlbum: (body: AlbumCreate, key?: string) => create<Ok<{ album: Album }>>(adminApi.albums, body, key),
    updateAlbum: (id: number, body: z.input<typeof albumUpdateSchema>, base?: AdminAlbum) => saveAlbum(adminApi.album(id), body, base),
    deleteAlbum: (id: number) => del(adminApi.album(id)),
    galleryItems: (albumId: number) => get<{ items: GalleryItem[] }>(adminApi.galleryItems(albumId)),
    createGalleryItem: (body: GalleryItemCreate, key?: string) => create<Ok<{ item: GalleryItem }>>(adminApi.galleryItemsBase, body, key),
    updateGalleryItem: (id: number, body: z.input<typeof galleryItemUpdateSchema>, base?: GalleryItem) => saveGalleryItem(adminApi.galleryItem(id), body, base),
    deleteGalleryItem: (id: number) => del(adminApi.galleryItem(id)),

    contacts: () => get<{ contacts: ContactRecord[]; unread: number }>(adminApi.contacts),
    markContact: (id: number, isRead: boolean) => put<Ok<{ contact: ContactRecord }>>(adminApi.contact(id), { isRead }),
    deleteContact: (id: number) => del(adminApi.contact(id)),
    chatSessions: () => get<z.infer<typeof chatSessionListSchema>>(adminApi.chatSessions),
    markChatSession: (sessionId: string, isRead: boolean) => put<Ok<{ sessionId: string; isRead: boolean }>>(adminApi.chatSession(sessionId), { isRead }),
    chatSession: (sessionId: string) => get<z.infer<typeof chatTranscriptSchema>>(adminApi.chatSession(sessionId)),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
