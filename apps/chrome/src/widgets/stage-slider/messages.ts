import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.stageSlider.label': 'Aktuelle Angebote',
  'chrome.stageSlider.roleDescription': 'Karussell',
  'chrome.stageSlider.slide': 'Folie',
  'chrome.stageSlider.position': '{index, number} von {total, number}',
  'chrome.stageSlider.previous': 'Vorherige Folie',
  'chrome.stageSlider.next': 'Nächste Folie',
  'chrome.stageSlider.show': 'Folie {index, number} zeigen: {heading}',
  'chrome.stageSlider.picker': 'Folie wählen',
  'chrome.stageSlider.start': 'Automatische Wiedergabe starten',
  'chrome.stageSlider.stop': 'Automatische Wiedergabe anhalten',
  'chrome.stageSlider.playVideo': 'Video abspielen',
  'chrome.stageSlider.pauseVideo': 'Video anhalten',
  'chrome.stageSlider.regional': 'Angebot Ihrer Bank',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.stageSlider.label': 'Current offers',
  'chrome.stageSlider.roleDescription': 'carousel',
  'chrome.stageSlider.slide': 'slide',
  'chrome.stageSlider.position': '{index, number} of {total, number}',
  'chrome.stageSlider.previous': 'Previous slide',
  'chrome.stageSlider.next': 'Next slide',
  'chrome.stageSlider.show': 'Show slide {index, number}: {heading}',
  'chrome.stageSlider.picker': 'Choose a slide',
  'chrome.stageSlider.start': 'Start automatic slide show',
  'chrome.stageSlider.stop': 'Stop automatic slide show',
  'chrome.stageSlider.playVideo': 'Play video',
  'chrome.stageSlider.pauseVideo': 'Pause video',
  'chrome.stageSlider.regional': 'An offer of your bank',
};

const hr: Complete = {
  'chrome.stageSlider.label': 'Aktualne ponude',
  'chrome.stageSlider.roleDescription': 'vrtuljak',
  'chrome.stageSlider.slide': 'slajd',
  'chrome.stageSlider.position': '{index, number} od {total, number}',
  'chrome.stageSlider.previous': 'Prethodni slajd',
  'chrome.stageSlider.next': 'Sljedeći slajd',
  'chrome.stageSlider.show': 'Prikaži slajd {index, number}: {heading}',
  'chrome.stageSlider.picker': 'Odaberite slajd',
  'chrome.stageSlider.start': 'Pokreni automatski prikaz',
  'chrome.stageSlider.stop': 'Zaustavi automatski prikaz',
  'chrome.stageSlider.playVideo': 'Reproduciraj videozapis',
  'chrome.stageSlider.pauseVideo': 'Pauziraj videozapis',
  'chrome.stageSlider.regional': 'Ponuda vaše banke',
};

const it: Complete = {
  'chrome.stageSlider.label': 'Offerte attuali',
  'chrome.stageSlider.roleDescription': 'carosello',
  'chrome.stageSlider.slide': 'diapositiva',
  'chrome.stageSlider.position': '{index, number} di {total, number}',
  'chrome.stageSlider.previous': 'Diapositiva precedente',
  'chrome.stageSlider.next': 'Diapositiva successiva',
  'chrome.stageSlider.show': 'Mostra la diapositiva {index, number}: {heading}',
  'chrome.stageSlider.picker': 'Scegli una diapositiva',
  'chrome.stageSlider.start': 'Avvia la riproduzione automatica',
  'chrome.stageSlider.stop': 'Ferma la riproduzione automatica',
  'chrome.stageSlider.playVideo': 'Riproduci il video',
  'chrome.stageSlider.pauseVideo': 'Metti in pausa il video',
  'chrome.stageSlider.regional': 'Un’offerta della sua banca',
};

const sl: Complete = {
  'chrome.stageSlider.label': 'Aktualne ponudbe',
  'chrome.stageSlider.roleDescription': 'vrtiljak',
  'chrome.stageSlider.slide': 'diapozitiv',
  'chrome.stageSlider.position': '{index, number} od {total, number}',
  'chrome.stageSlider.previous': 'Prejšnji diapozitiv',
  'chrome.stageSlider.next': 'Naslednji diapozitiv',
  'chrome.stageSlider.show': 'Pokaži diapozitiv {index, number}: {heading}',
  'chrome.stageSlider.picker': 'Izberite diapozitiv',
  'chrome.stageSlider.start': 'Zaženi samodejno predvajanje',
  'chrome.stageSlider.stop': 'Ustavi samodejno predvajanje',
  'chrome.stageSlider.playVideo': 'Predvajaj videoposnetek',
  'chrome.stageSlider.pauseVideo': 'Zaustavi videoposnetek',
  'chrome.stageSlider.regional': 'Ponudba vaše banke',
};

// French is partial on purpose: missing texts fall back to German.
const fr: Partial<Complete> = {
  'chrome.stageSlider.previous': 'Diapositive précédente',
  'chrome.stageSlider.next': 'Diapositive suivante',
  'chrome.stageSlider.start': 'Démarrer le défilement automatique',
  'chrome.stageSlider.stop': 'Arrêter le défilement automatique',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
