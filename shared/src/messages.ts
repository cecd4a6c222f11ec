// Every French text the server sends and the clients share, in one place.
// Texts quoted from the spec keep their exact wording (public-site.md sections 5 and 8).
import { NEWS_LIST_LIMIT_MAX } from './constants';

export const messages = {
  generic: {
    notFound: 'Ressource introuvable.',
    routeNotFound: "Cette adresse n'existe pas.",
    invalidJson: 'Le corps de la requête doit être un JSON valide.',
    invalidPayload: 'Les données envoyées sont invalides.',
    /** A field whose rule has no message of its own (a wrong type sent by hand, say). */
    invalidField: 'Cette valeur est invalide.',
    requiredField: 'Ce champ est requis.',
    payloadTooLarge: 'La requête est trop volumineuse.',
    /** A request's body still not whole after BODY_TIMEOUT_MS (server/src/http/timeouts.ts): 408. */
    requestTimeout: "La requête a mis trop de temps à arriver. Veuillez réessayer.",
    unsupportedMediaType: 'Le corps de la requête doit être envoyé en JSON.',
    serverError: "Une erreur s'est produite. Veuillez réessayer plus tard.",
    unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    rateLimited: 'Trop de requêtes. Veuillez patienter quelques minutes avant de réessayer.',
    invalidId: 'Identifiant invalide.',
    invalidCharacters: 'Le texte contient des caractères non autorisés (caractères de contrôle).',
    rangeNotSatisfiable: 'La plage demandée dépasse la taille du fichier.',
  },
  contact: {
    missingTitle: 'Champs requis manquants',
    missingDescription: 'Veuillez remplir tous les champs obligatoires.',
    nameRequired: 'Le nom est requis.',
    nameTooLong: 'Le nom ne doit pas dépasser 120 caractères.',
    emailRequired: "L'adresse e-mail est requise.",
    emailInvalid: "L'adresse e-mail n'est pas valide.",
    phoneRequired: 'Le numéro de téléphone est requis.',
    phoneInvalid: "Le numéro de téléphone n'est pas valide.",
    subjectInvalid: "Le sujet choisi n'est pas valide.",
    programInvalid: "La formation choisie n'est pas valide.",
    messageRequired: 'Le message est requis.',
    messageTooLong: 'Le message ne doit pas dépasser 5000 caractères.',
    sentTitle: 'Message envoyé avec succès !',
    sentDescription: 'Votre demande a été envoyée. Nous vous répondrons dans les plus brefs délais.',
    failedTitle: "Erreur lors de l'envoi",
    failedDescription: "Une erreur s'est produite. Veuillez réessayer plus tard.",
    /** A 400 whose fields are marked: the visitor corrects them now rather than later. */
    invalidDescription: 'Certains champs ne sont pas valides : corrigez-les puis envoyez de nouveau.',
    /** Per address, which a mobile carrier shares among many families: not "you sent too many". */
    rateLimited: 'Trop de messages ont été envoyés depuis cette connexion. Veuillez réessayer dans une heure ou nous appeler.',
    sending: 'Envoi en cours...',
    submissionIdInvalid: "Identifiant d'envoi invalide.",
  },
  news: {
    notFound: 'Actualité introuvable',
    loadErrorTitle: 'Erreur de chargement',
    loadError: 'Impossible de charger les actualités pour le moment.',
    empty: 'Aucune actualité disponible pour le moment.',
    emptyHint: 'Revenez bientôt pour découvrir nos dernières nouvelles !',
    invalidLimit: `Le paramètre limit doit être un nombre entier entre 1 et ${NEWS_LIST_LIMIT_MAX}.`,
  },
  projects: { notFound: 'Projet non trouvé' },
  /** The chat assistant: API errors and the widget's texts (public-site.md sections 4, 5, 8). */
  chat: {
    messageRequired: 'Le message est requis.',
    messageTooLong: 'Le message ne doit pas dépasser 1 000 caractères.',
    sessionInvalid: 'Identifiant de session invalide.',
    rateLimited: 'Vous envoyez trop de messages. Patientez quelques minutes avant de poser une nouvelle question.',
    failed: "Désolé, une erreur s'est produite. Veuillez réessayer.",
    welcome:
      "Bonjour ! Je suis l'assistant virtuel de l'école. Posez-moi vos questions sur nos filières, les tarifs de chaque site, les inscriptions, le campus ou nos actualités.",
    title: 'Assistant virtuel',
    subtitle: 'Réponses immédiates, 7j/7',
    open: "Ouvrir l'assistant virtuel",
    close: "Fermer l'assistant virtuel",
    inputLabel: 'Votre message',
    placeholder: 'Écrivez votre question...',
    send: 'Envoyer',
    typing: "L'assistant écrit...",
    suggestionsLabel: 'Questions fréquentes',
    suggestions: ['Combien coûte le BTS ?', "Comment s'inscrire ?", 'Quels sont vos horaires ?', 'Quelles filières proposez-vous ?'],
    botLabel: 'Assistant',
    userLabel: 'Vous',
  },
  albums: { notFound: 'Album non trouvé' },
} as const;
