import type { SurfaceWords } from './surface-words.js';

/** French: the widget's labels and delivery methods (xliff/fr.xlf), the email's own sentences. */
export const fr: SurfaceWords = {
  subject: (reference) => `Votre réservation ${reference} est confirmée`,
  preview: (reference) => `Réservation ${reference} : vos billets et la suite.`,
  heading: 'Réservation confirmée',
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  intro: 'Merci pour votre réservation. Voici ce que vous avez acheté.',
  reference: 'Référence de réservation',
  when: 'Quand',
  where: 'Où',
  option: 'Option',
  tourLanguage: 'Langue',
  pickup: 'Prise en charge',
  delivery: 'Livraison',
  tickets: 'Billets',
  fees: 'Frais',
  subtotal: 'Sous-total',
  total: 'Payé',
  generalAdmission: 'Placement libre',
  row: (row) => `rang ${row}`,
  seat: (seat) => `place ${seat}`,
  seatByVenue: 'Place attribuée par le lieu',
  ticketOf: (n, of) => `Billet ${n} sur ${of}`,
  scanAtEntry: 'Présentez ce code à l’entrée.',
  footerNote: 'Vous recevez cet e-mail parce que vous avez réservé des billets.',
  deliveryMethods: {
    0: {
      title: 'Retrait au guichet',
      detail: 'Retirez vos billets au guichet avant l’événement.',
    },
    1: {
      title: 'E-billet par e-mail',
      detail: 'Vos billets vous sont envoyés par e-mail en pièce jointe après le paiement.',
    },
    2: {
      title: 'E-billet de l’organisateur',
      detail: 'L’organisateur de l’événement envoie vos billets dans un e-mail séparé.',
    },
    3: {
      title: 'E-billet par e-mail de l’organisateur',
      detail: 'L’organisateur de l’événement vous envoie vos billets par e-mail en pièce jointe.',
    },
    4: {
      title: 'E-billet par e-mail avant l’événement',
      detail:
        'Vos billets vous sont envoyés par e-mail en pièce jointe 48 heures avant l’événement.',
    },
    5: {
      title: 'Lien de téléchargement par e-mail',
      detail: 'Vous recevez un e-mail avec un lien pour télécharger vos billets.',
    },
  },
  deliveryUnknown: {
    title: 'Billets',
    detail: 'Le mode de remise de vos billets est confirmé par e-mail.',
  },
};
