/** The catalogue in German (formal "Sie"), keyed by the English catalogue's IDs. */
import type { CatalogueWords } from './words.js';

const decimal = (n: number) => String(n).replace('.', ',');

export const WORDS_DE: CatalogueWords = {
  attractions: {
    'TH-LON-01': {
      description:
        'Ein fesselndes neues Musical über einen Leuchtturmwärter und das Schiff, das nie ankam.',
    },
    'TH-LON-02': {
      name: 'Ein Sommernachtstraum',
      description: 'Shakespeares Komödie über Liebende und Elfen, gespielt auf einer Rundbühne.',
    },
    'TH-LON-03': {
      description:
        'Vier Comedians, ein Keller, keine Gnade. Späte Vorstellungen freitags und samstags.',
    },
    'TH-LON-04': {
      name: 'Schwanensee',
      description:
        'Tschaikowskys Ballett; die Plätze werden bei Ihrer Ankunft an der Theaterkasse zugewiesen.',
    },
    'TH-LON-05': {
      name: 'Königliche Operngala',
      description:
        'Eine Gala an nur einem Abend. Einzeln verkauft: Sie kann nicht mit anderen Veranstaltungen in einem Warenkorb gebucht werden.',
    },
    'TH-EDI-01': {
      name: 'Fringe-Highlights',
      description:
        'Das Beste des diesjährigen Festivals an einem einzigen Abend. Termine in fernerer Zukunft sind vorläufig.',
    },
    'TH-PAR-01': {
      description: 'Das Musical-Phänomen, auf Französisch mit englischen Übertiteln.',
    },
    'TH-PAR-02': {
      description: 'Akrobaten, Clowns und eine Liveband unter dem ältesten Zirkusdach von Paris.',
    },
    'TH-BCN-01': {
      description:
        'Eine intime Flamenco-Show in einem Palast aus dem 17. Jahrhundert, inklusive Getränk.',
    },
    'TH-BCN-02': {
      name: 'Fußballspiel der Legenden',
      description:
        'Ehemalige Stars spielen für einen guten Zweck. Tickets nur paarweise oder in Vierergruppen.',
    },
    'TH-CPH-01': {
      name: 'Tivoli-Sinfonieabend',
      description: 'Das Dänische Nationale Sinfonieorchester spielt Nielsen und Sibelius.',
    },
    'TH-NYC-01': {
      description:
        'Drei Headliner an einem Abend in einer Arena mit 5.760 Plätzen. Wählen Sie Ihre Plätze im Saalplan.',
    },
    'TH-NYC-02': {
      name: 'Boxnacht der Meisterschaft',
      description: 'Abend der Titelkämpfe. Pro Bestellung ein Bereich und eine Preiskategorie.',
    },
    'TH-NYC-03': {
      description: 'Sechs neue Kurzstücke von sechs jungen Autorinnen und Autoren.',
    },
    'TH-LAS-01': {
      name: 'Magie-Spektakel',
      description: 'Große Illusionen für die ganze Familie.',
    },
    'TH-LAS-02': {
      description:
        'Stand-up-Comedy am späten Abend. Ab 21 Jahren; für jede teilnehmende Person ist eine Ausweisnummer erforderlich.',
    },
    'TH-LAS-03': {
      name: 'Titan Arena: Welttournee live',
      description:
        'Ein Konzert in Stadiongröße mit Bühne in der Mitte: 20.000 Plätze in 40 Blöcken. Wählen Sie Ihre Plätze auf dem Plan.',
    },
    'TH-SYD-01': {
      name: 'La Bohème am Hafen',
      description: 'Puccinis Oper auf einer schwimmenden Bühne mit der Brücke als Kulisse.',
    },
    'TH-RAK-01': {
      name: 'Gnawa-Musiknacht',
      description: 'Tranceartige Rhythmen der Gnawa-Meister in einem kerzenbeleuchteten Riad.',
    },
    'TO-LON-01': {
      name: 'Stadtrundgang durch Westminster',
      description:
        'Big Ben, die Westminster Abbey und die Wachablösung mit einem offiziellen Blue-Badge-Guide.',
    },
    'TO-LON-02': {
      name: 'Sonnenuntergangsfahrt auf der Themse',
      description:
        'Neunzig Minuten auf dem Fluss, während die Lichter der Stadt angehen, inklusive Prosecco.',
    },
    'TO-LON-03': {
      name: 'Tagesausflug nach Stonehenge und Bath',
      description:
        'Ein ganzer Tag zu den Steinen und den römischen Bädern, im Reisebus ab der Londoner Innenstadt.',
    },
    'TO-EDI-01': {
      name: 'Highlands und Loch Ness',
      description: 'Glencoe, Loch Ness und die Highlands an einem langen Tag.',
    },
    'TO-PAR-01': {
      name: 'Bootsfahrt auf der Seine',
      description: 'Eine Stunde vorbei an Notre-Dame, dem Louvre und dem Eiffelturm.',
    },
    'TO-PAR-02': {
      name: 'Kulinarische Tour durch Montmartre',
      description: 'Käse, Charcuterie, Macarons und Wein auf dem Hügel der Künstler.',
    },
    'TO-PAR-03': {
      name: 'Versailles ohne Anstehen',
      description:
        'Schloss und Gärten mit bevorzugtem Einlass. Die Telefonnummer der buchenden Person muss bestätigt werden.',
    },
    'TO-BCN-01': {
      name: 'Führung durch die Sagrada Família',
      description: 'Gaudís Basilika mit Führung und Zugang zu den Türmen.',
    },
    'TO-BCN-02': {
      name: 'Montserrat und Weinprobe',
      description: 'Das Bergkloster, anschließend eine Cava-Kellerei im Penedès.',
    },
    'TO-CPH-01': {
      name: 'Kanalrundfahrt in Kopenhagen',
      description: 'Nyhavn, die Kleine Meerjungfrau und die Oper vom Wasser aus.',
    },
    'TO-NYC-01': {
      name: 'Freiheitsstatue und Ellis Island',
      description: 'Fähre, Zugang zum Sockel und das Einwanderungsmuseum.',
    },
    'TO-NYC-02': {
      name: 'Spaziergang über die Brooklyn Bridge (Sanitizer-Test)',
      description:
        'Eine Testtour: Ihre HTML-Felder enthalten Script-Tags, Event-Handler und javascript:-Links.',
    },
    'TO-LAS-01': {
      name: 'Grand-Canyon-Helikopterflug',
      description:
        'Überfliegen Sie den Hoover Dam und landen Sie im Canyon. Mindestens zwei, höchstens sechs Passagiere.',
    },
    'TO-SYD-01': {
      name: 'Tagesausflug in die Blue Mountains',
      description: 'Die Three Sisters, Scenic World und ein Wildpark.',
    },
    'TO-SYD-02': {
      name: 'Besteigung der Harbour Bridge',
      description: 'Steigen Sie bis zum Scheitel des Brückenbogens hinauf. Ab 8 Jahren.',
    },
    'TO-RAK-01': {
      name: 'Atlasgebirge und Berberdörfer',
      description: 'Täler, Wasserfälle und ein Mittagessen bei einer Berberfamilie.',
    },
  },
  tourText: {
    admission: 'Eintrittskarten inklusive, sofern angegeben.',
    cancellation_policy: 'Kostenlose Stornierung bis 24 Stunden vor Beginn.',
    extras_upgrades: 'Upgrade mit Mittagessen am Tag der Tour erhältlich.',
    requirements: 'Mäßig lange Gehstrecken.',
    restrictions: 'Nicht rollstuhlgerecht.',
    special_offer: 'Bestpreisgarantie in diesem Monat.',
  },
  duration: {
    fullDay: 'Ganztägig (ca. 10 Stunden)',
    minutes: (m) => {
      if (m < 60) return `${m} Minuten`;
      const h = Math.round((m / 60) * 2) / 2;
      return h === 1 ? '1 Stunde' : `${decimal(h)} Stunden`;
    },
  },
  continents: { EU: 'Europa', NA: 'Nordamerika', OC: 'Ozeanien', AF: 'Afrika' },
  countries: {
    1: 'Vereinigtes Königreich',
    2: 'Frankreich',
    3: 'Spanien',
    4: 'Dänemark',
    5: 'Vereinigte Staaten',
    6: 'Australien',
    7: 'Marokko',
  },
  cities: { 40: 'Kopenhagen', 70: 'Marrakesch' },
  airports: {
    1: 'Flughafen London Heathrow',
    2: 'Flughafen London Gatwick',
    3: 'Flughafen Edinburgh',
    4: 'Flughafen Paris Charles de Gaulle',
    5: 'Flughafen Paris-Orly',
    6: 'Flughafen Barcelona El Prat',
    7: 'Flughafen Kopenhagen-Kastrup',
    8: 'Internationaler Flughafen John F. Kennedy',
    9: 'Internationaler Flughafen Newark Liberty',
    10: 'Internationaler Flughafen Harry Reid',
    11: 'Flughafen Sydney Kingsford Smith',
    12: 'Flughafen Marrakesch-Menara',
  },
  groups: {
    1: 'Theater & Musicals',
    2: 'Konzerte',
    3: 'Besichtigungstouren',
    4: 'Tagesausflüge',
    5: 'Essen & Trinken',
    6: 'Sport',
  },
  subcategories: {
    101: 'Musicals',
    102: 'Schauspiel',
    103: 'Oper & Ballett',
    104: 'Comedy',
    201: 'Rock & Pop',
    202: 'Klassik',
    301: 'Stadtrundgänge',
    302: 'Bustouren',
    303: 'Bootstouren',
    401: 'Natur',
    402: 'Historische Stätten',
    501: 'Kulinarische Touren',
    502: 'Weinproben',
    601: 'Fußball',
  },
  tags: {
    1: 'Top-Angebot',
    2: 'Familienfreundlich',
    3: 'Neu',
    4: 'Ohne Anstehen',
    5: 'Barrierefrei',
    6: 'Abendprogramm',
  },
  languageNames: {
    en: 'Englisch',
    fr: 'Französisch',
    es: 'Spanisch',
    de: 'Deutsch',
    da: 'Dänisch',
    ja: 'Japanisch',
    ko: 'Koreanisch',
    ar: 'Arabisch',
  },
};
