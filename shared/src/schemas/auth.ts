import { z } from 'zod';
import { noControl } from './common';

const usernameRequired = "Le nom d'utilisateur est requis.";

/** Texts of the login, session and first-run setup (admin-back-office.md sections 5 and 8). */
export const authMessages = {
  blankFields: 'Veuillez remplir tous les champs',
  /** Under each empty field of the login, while the toast says blankFields. */
  loginUsernameBlank: usernameRequired,
  loginPasswordBlank: 'Le mot de passe est requis.',
  invalidCredentials: "Nom d'utilisateur ou mot de passe incorrect",
  loginFailed: "Une erreur s'est produite lors de la connexion",
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  unauthenticated: 'Authentification requise. Veuillez vous connecter.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  forbiddenOrigin: "Requête refusée : elle ne provient pas du site d'administration.",
  loggedOut: 'Déconnexion réussie',
  setupUsernameRequired: usernameRequired,
  setupUsernameInvalid: "Le nom d'utilisateur doit faire 3 à 40 caractères (lettres, chiffres, point, tiret, tiret bas).",
  setupEmailInvalid: "L'adresse e-mail n'est pas valide.",
  setupPasswordTooShort: 'Le mot de passe doit contenir au moins 10 caractères.',
  setupPasswordInvalidCharacters: 'Le mot de passe ne doit pas contenir de caractères de contrôle.',
  setupPasswordMismatch: 'Les deux mots de passe ne correspondent pas.',
  setupTokenInvalid: "Ce lien de configuration n'est pas valide ou a déjà été utilisé.",
  setupDone: 'Un administrateur existe déjà. Connectez-vous.',
} as const;

const blank = authMessages.blankFields;
// No stored name or password holds a control character: refused before any query (PostgreSQL
// rejects a NUL, and scrypt's HMAC would take "secret\0" for "secret").
export const loginInputSchema = z.object({
  username: z.string({ error: blank }).trim().min(1, blank).max(100, authMessages.invalidCredentials).refine(noControl, authMessages.invalidCredentials),
  password: z
    .string({ error: blank })
    .min(1, blank)
    .max(1000, authMessages.invalidCredentials)
    .refine((v) => v.trim() !== '', blank)
    .refine(noControl, authMessages.invalidCredentials),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const adminSchema = z.object({ username: z.string(), email: z.string().nullable() });
export type Admin = z.infer<typeof adminSchema>;

export const loginResponseSchema = z.object({ success: z.literal(true), admin: adminSchema });
export const meResponseSchema = z.object({ success: z.literal(true), admin: adminSchema });

export const usernameSchema = z
  .string({ error: authMessages.setupUsernameRequired })
  .trim()
  .min(1, authMessages.setupUsernameRequired)
  .regex(/^[A-Za-z0-9._-]{3,40}$/, authMessages.setupUsernameInvalid);
export const newPasswordSchema = z
  .string()
  .min(10, authMessages.setupPasswordTooShort)
  .max(1000, authMessages.setupPasswordTooShort)
  .refine(noControl, authMessages.setupPasswordInvalidCharacters);

/** An administrator's e-mail: optional, '' for none. */
export const adminEmailSchema = z
  .string()
  .trim()
  .max(254, authMessages.setupEmailInvalid)
  .refine((v) => v === '' || z.email().safeParse(v).success, authMessages.setupEmailInvalid);

export const setupInputSchema = z
  .object({
    token: z.string().min(1, authMessages.setupTokenInvalid).max(200, authMessages.setupTokenInvalid),
    username: usernameSchema,
    email: adminEmailSchema.optional(),
    password: newPasswordSchema,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, { message: authMessages.setupPasswordMismatch, path: ['passwordConfirm'] });
export type SetupInput = z.input<typeof setupInputSchema>;
