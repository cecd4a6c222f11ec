// French texts the administration API answers with (admin-back-office.md sections 5 and 8).
// Texts quoted from the spec keep its exact wording; the others say what to do next.
// Kept apart from messages.ts, like authMessages, so the public bundle does not carry them.
import { formatDateLong, formatTime } from './format';

export const IMAGE_MAX_MB = 10;

export const adminMessages = {
  contentKeyUnknown: 'Clé de contenu inconnue.',
  sliderNotFound: 'Slider introuvable.',
  instituteNotFound: 'Institut introuvable.',
  programNotFound: 'Filière introuvable.',
  newsNotFound: 'Actualité introuvable',
  newsImageNotFound: 'Image introuvable.',
  newsSlugTaken: 'Ce slug est déjà utilisé par une autre actualité. Choisissez-en un autre.',
  projectNotFound: 'Projet non trouvé',
  tariffNotFound: 'Tarif introuvable.',
  albumNotFound: 'Album non trouvé',
  albumIdRequired: "L'identifiant de l'album est requis (paramètre albumId).",
  galleryItemNotFound: 'Média introuvable.',
  /** A gallery item's type that contradicts the file this server stored for it (storedMediaKind, media.ts). */
  mediaTypeOfFile: (kind: 'image' | 'video') =>
    kind === 'video' ? 'Ce fichier est une vidéo : choisissez le type « Vidéo ».' : 'Ce fichier est une image : choisissez le type « Image ».',
  contactNotFound: 'Message introuvable.',
  chatSessionNotFound: 'Conversation introuvable.',
  /** A save from a form opened before the same row was changed elsewhere (edit-tag.ts). */
  staleEdit:
    "Cette fiche a été modifiée ailleurs (un autre onglet ou l'application de bureau) depuis l'ouverture du formulaire : rien n'a été enregistré, pour ne pas effacer cette autre modification. Vos saisies sont toujours dans le formulaire : copiez ce que vous voulez garder, fermez-le, puis rouvrez la fiche pour repartir de sa dernière version.",
  /**
   * The same refusal on the founder message's screen, which has no dialog to close and
   * reopen: its form stays, and takes the stored version when the administrator asks
   * (site/src/admin/features/founder/FounderScreen.tsx, decision 046).
   */
  staleFounder: {
    refused:
      "Le message du fondateur a été modifié ailleurs (un autre onglet ou l'application de bureau) depuis le chargement de cette page : rien n'a été enregistré, pour ne pas effacer cette autre modification. Vos saisies sont toujours dans le formulaire.",
    notice:
      "Une autre version de ce message a été enregistrée entre-temps. « Reprendre la version enregistrée » la met dans le formulaire, sauf dans les champs que vous avez modifiés ici, qui gardent vos saisies : relisez, puis enregistrez.",
    reload: 'Reprendre la version enregistrée',
    reloaded: 'Version enregistrée reprise : les champs que vous aviez modifiés gardent vos saisies. Relisez, puis enregistrez.',
    loadFailed: "Impossible de charger la version enregistrée. Vérifiez la connexion, puis réessayez.",
  },
  /** Creates sent with an Idempotency-Key (server/src/http/idempotency.ts). */
  idempotency: {
    invalidKey: "Clé d'envoi invalide (en-tête Idempotency-Key : 16 à 64 lettres, chiffres, « - » ou « _ »).",
    inProgress: 'Cet enregistrement est encore en cours de traitement : patientez quelques secondes, puis réessayez.',
    keyReused: "Cette clé d'envoi a déjà servi pour une autre requête : rien n'a été enregistré.",
  },
  /** A form's typing kept on the device and offered back when the form opens again (site/src/admin/forms/drafts.ts). */
  draft: {
    /** `of`: what the draft is of ("de ce formulaire", "du texte « Titre principal »"). */
    found: (savedAt: number, of = 'de ce formulaire') => `Un brouillon non enregistré ${of}, du ${formatDateLong(new Date(savedAt))} à ${formatTime(savedAt)}, est resté sur cet appareil.`,
    changedSince: "Cette fiche a été modifiée depuis : relisez le brouillon avant de l'enregistrer.",
    restore: 'Reprendre le brouillon',
    dismiss: 'Ignorer',
    /** After a save's success toast, when more was typed while the save was on its way. */
    keptAfterSave: "Ce que vous avez tapé pendant l'envoi est gardé en brouillon : rouvrez la fiche pour le reprendre.",
  },
  /** A write's toast when the server gave no message of its own (admin-back-office.md section 8). */
  failed: {
    create: 'Erreur lors de la création',
    update: 'Erreur lors de la mise à jour',
    delete: 'Erreur lors de la suppression',
  },
  /** A form with unsaved typing about to close (its dialog, or the desktop app's window). */
  discardTyping: {
    title: 'Fermer sans enregistrer ?',
    description: 'Ce que vous avez saisi dans ce formulaire sera perdu.',
    confirmLabel: 'Fermer sans enregistrer',
    stay: 'Rester',
    /** The same question while a file chosen in the form is still on its way (entity-dialog.tsx). */
    uploading: "Le fichier en cours d'envoi sera abandonné : il faudra le choisir à nouveau.",
    typingAndUpload: "Ce que vous avez saisi dans ce formulaire sera perdu, et le fichier en cours d'envoi abandonné.",
  },
  /** "Déconnexion" while typing not yet saved is kept on the device: a logout forgets it (decision 050). */
  logoutDrafts: {
    title: 'Se déconnecter et effacer les brouillons ?',
    description:
      "Des saisies non enregistrées sont gardées sur cet appareil. La déconnexion les efface, pour que la personne suivante ne puisse pas les lire. Pour les garder, rouvrez le formulaire concerné et enregistrez.",
    confirmLabel: 'Se déconnecter',
  },
  upload: {
    /** News and the generic image routes (section 5, News). */
    imageTooLarge: `Le fichier est trop volumineux. Taille maximale : ${IMAGE_MAX_MB}MB`,
    /** Slider route (section 5, Slider). */
    sliderImageTooLarge: `L'image ne peut pas dépasser ${IMAGE_MAX_MB} MB`,
    /** Founder route (section 5, Founder message). */
    founderImageTooLarge: `L'image ne doit pas dépasser ${IMAGE_MAX_MB} MB.`,
    videoTooLarge: (maxMb: number) => `La vidéo est trop volumineuse. Taille maximale : ${maxMb} MB`,
    imageType: 'Type de fichier non autorisé. Utilisez JPG, PNG, GIF ou WebP.',
    mediaType: 'Type de fichier non autorisé. Utilisez une image JPG, PNG, GIF ou WebP, ou une vidéo MP4, WebM ou MOV.',
    tooManyPixels: "L'image est trop grande : 40 mégapixels au maximum. Réduisez sa taille avant de l'envoyer.",
    unreadableImage: "L'image est illisible ou endommagée. Essayez avec un autre fichier.",
    unreadableVideo: 'La vidéo est illisible ou endommagée. Essayez avec un autre fichier.',
    noFile: "Aucun fichier n'a été envoyé.",
    notMultipart: 'Le fichier doit être envoyé en multipart/form-data.',
    malformed: "L'envoi du fichier est invalide. Veuillez réessayer.",
    interrupted: "L'envoi du fichier a été interrompu. Veuillez réessayer.",
    /** The server's disk (or quota) is full: the file is fine, nothing was stored. */
    storageFull:
      "Le serveur n'a plus de place pour enregistrer ce fichier : rien n'a été enregistré. Prévenez la personne qui gère le serveur, puis réessayez.",
  },
  /** Refusals of the tus endpoint of bulk uploads, by status (tus itself answers in English). */
  tus: {
    400: "La demande d'envoi est invalide (en-têtes tus manquants ou incorrects).",
    404: "Envoi introuvable : il a peut-être expiré. Recommencez l'envoi de ce fichier.",
    409: "La position de reprise ne correspond pas à ce que le serveur a reçu. Reprenez l'envoi.",
    410: "Cet envoi a expiré. Recommencez l'envoi de ce fichier.",
    412: "Version du protocole d'envoi (tus) absente ou non prise en charge.",
    413: 'Le fichier dépasse la taille annoncée ou la taille maximale acceptée.',
    415: "Type de contenu invalide pour un morceau d'envoi (application/offset+octet-stream attendu).",
  } as Readonly<Record<number, string>>,
} as const;
