import type { SurfaceWords } from './surface-words.js';

/** Spanish: the widget's labels and delivery methods (xliff/es.xlf), the email's own sentences. */
export const es: SurfaceWords = {
  subject: (reference) => `Tu reserva ${reference} está confirmada`,
  preview: (reference) => `Reserva ${reference}: tus entradas y qué pasa ahora.`,
  heading: 'Reserva confirmada',
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  intro: 'Gracias por tu reserva. Esto es lo que has comprado.',
  reference: 'Referencia de la reserva',
  when: 'Cuándo',
  where: 'Dónde',
  option: 'Opción',
  tourLanguage: 'Idioma',
  pickup: 'Recogida',
  delivery: 'Entrega',
  tickets: 'Entradas',
  fees: 'Gastos',
  subtotal: 'Subtotal',
  total: 'Pagado',
  generalAdmission: 'Entrada general',
  row: (row) => `fila ${row}`,
  seat: (seat) => `asiento ${seat}`,
  seatByVenue: 'Asiento asignado por el recinto',
  ticketOf: (n, of) => `Entrada ${n} de ${of}`,
  scanAtEntry: 'Muestra este código en la entrada.',
  footerNote: 'Recibes este correo porque has reservado entradas.',
  deliveryMethods: {
    0: {
      title: 'Recogida en taquilla',
      detail: 'Recoge tus entradas en la taquilla antes del evento.',
    },
    1: {
      title: 'Entrada electrónica por correo',
      detail: 'Recibirás tus entradas por correo como archivo adjunto tras el pago.',
    },
    2: {
      title: 'Entrada electrónica del organizador',
      detail: 'El organizador del evento te envía las entradas en un correo aparte.',
    },
    3: {
      title: 'Entrada electrónica por correo del organizador',
      detail: 'El organizador del evento te envía las entradas por correo como archivo adjunto.',
    },
    4: {
      title: 'Entrada electrónica por correo antes del evento',
      detail: 'Recibirás tus entradas por correo como archivo adjunto 48 horas antes del evento.',
    },
    5: {
      title: 'Enlace de descarga por correo',
      detail: 'Recibirás un correo con un enlace para descargar tus entradas.',
    },
  },
  deliveryUnknown: {
    title: 'Entradas',
    detail: 'La forma de entrega de tus entradas se confirma por correo.',
  },
};
