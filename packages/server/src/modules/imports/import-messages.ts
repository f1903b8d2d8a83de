/** The back office's texts of the history imports (French, as the admin pages). */
import { IMPORT_CHUNK_BYTES } from '@meteodeck/contract';

export const IMPORT_MESSAGES = {
  unknownStation: (reference: string) => `La station météo « ${reference} » n'existe pas.`,
  tooLarge: (maxMb: number) => `Fichier trop volumineux : ${maxMb} Mo au plus.`,
  badOffset: (received: number) => `Position inattendue : ${received} octets déjà reçus.`,
  pastEnd: 'Ce morceau dépasse la taille annoncée du fichier.',
  chunkTooLarge: `Morceau trop volumineux : ${IMPORT_CHUNK_BYTES / 1024 / 1024} Mo au plus.`,
  notUploading: "Cet import n'attend plus de fichier.",
  incomplete: (received: number, size: number) => `Fichier incomplet : ${received} octets reçus sur ${size}.`,
  busy: 'Un import est déjà en cours pour cette station.',
  stopped: "Arrêt du serveur pendant l'import : importez le même fichier à nouveau pour le compléter.",
  failed: "L'import s'est arrêté sur une erreur (détails dans le journal du serveur).",
  abandoned: "Envoi abandonné : le fichier n'est jamais arrivé entier.",
  diskFull: (marginMb: number) =>
    `Espace disque insuffisant : ce fichier laisserait moins de ${marginMb} Mo libres sur le serveur.`,
  notFound: 'Import introuvable',
  mappingCsvOnly: 'Association des colonnes : pour un import de type « CSV » seulement.',
} as const;
