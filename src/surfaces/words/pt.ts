import type { SurfaceWords } from './surface-words.js';

/** Portuguese: the widget's labels and delivery methods (xliff/pt.xlf), the email's own sentences. */
export const pt: SurfaceWords = {
  subject: (reference) => `A sua reserva ${reference} está confirmada`,
  preview: (reference) => `Reserva ${reference}: os seus bilhetes e os próximos passos.`,
  heading: 'Reserva confirmada',
  greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
  intro: 'Obrigado pela sua reserva. Eis o que comprou.',
  reference: 'Referência da reserva',
  when: 'Quando',
  where: 'Onde',
  option: 'Opção',
  tourLanguage: 'Idioma',
  pickup: 'Recolha',
  delivery: 'Entrega',
  tickets: 'Bilhetes',
  fees: 'Taxas',
  subtotal: 'Subtotal',
  total: 'Pago',
  generalAdmission: 'Lugares não marcados',
  row: (row) => `fila ${row}`,
  seat: (seat) => `lugar ${seat}`,
  seatByVenue: 'Lugar atribuído pelo recinto',
  ticketOf: (n, of) => `Bilhete ${n} de ${of}`,
  scanAtEntry: 'Mostre este código à entrada.',
  footerNote: 'Recebe este e-mail porque reservou bilhetes.',
  deliveryMethods: {
    0: {
      title: 'Levantamento na bilheteira',
      detail: 'Levante os bilhetes na bilheteira antes do evento.',
    },
    1: {
      title: 'Bilhete eletrónico por e-mail',
      detail: 'Os bilhetes são enviados por e-mail, em anexo, após o pagamento.',
    },
    2: {
      title: 'Bilhete eletrónico do organizador',
      detail: 'O organizador do evento envia os bilhetes num e-mail à parte.',
    },
    3: {
      title: 'Bilhete eletrónico por e-mail do organizador',
      detail: 'O organizador do evento envia os bilhetes por e-mail, em anexo.',
    },
    4: {
      title: 'Bilhete eletrónico por e-mail antes do evento',
      detail: 'Os bilhetes são enviados por e-mail, em anexo, 48 horas antes do evento.',
    },
    5: {
      title: 'Link de download por e-mail',
      detail: 'Receberá um e-mail com um link para fazer o download dos bilhetes.',
    },
  },
  deliveryUnknown: {
    title: 'Bilhetes',
    detail: 'A forma de entrega dos bilhetes é confirmada por e-mail.',
  },
};
