import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.videoPlayer.player': 'Videoplayer: {title}',
  'chrome.videoPlayer.play': 'Abspielen',
  'chrome.videoPlayer.pause': 'Pause',
  'chrome.videoPlayer.position': 'Position',
  'chrome.videoPlayer.positionText': '{current} von {duration}',
  'chrome.videoPlayer.mute': 'Ton aus',
  'chrome.videoPlayer.unmute': 'Ton an',
  'chrome.videoPlayer.volume': 'Lautstärke',
  'chrome.videoPlayer.captionsOn': 'Untertitel einblenden',
  'chrome.videoPlayer.captionsOff': 'Untertitel ausblenden',
  'chrome.videoPlayer.fullscreen': 'Vollbild',
  'chrome.videoPlayer.exitFullscreen': 'Vollbild beenden',
  'chrome.videoPlayer.keys':
    'Tastatur: Leertaste oder K abspielen/anhalten, Pfeil links/rechts 5 Sekunden zurück/vor, Pfeil auf/ab lauter/leiser, M Ton, F Vollbild',
  'chrome.videoPlayer.consentHeading': 'Video von {platform}',
  'chrome.videoPlayer.consentText':
    'Dieses Video wird von {platform} bereitgestellt. Wenn Sie es abspielen, werden Daten an {platform} übertragen. Erst dann wird etwas von {platform} geladen.',
  'chrome.videoPlayer.consentOnce': 'Video abspielen (einmalig zustimmen)',
  'chrome.videoPlayer.settings': 'Cookie-Einstellungen öffnen',
  'chrome.videoPlayer.playPlatform': 'Video von {platform} abspielen: {title}',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.videoPlayer.player': 'Video player: {title}',
  'chrome.videoPlayer.play': 'Play',
  'chrome.videoPlayer.pause': 'Pause',
  'chrome.videoPlayer.position': 'Position',
  'chrome.videoPlayer.positionText': '{current} of {duration}',
  'chrome.videoPlayer.mute': 'Mute',
  'chrome.videoPlayer.unmute': 'Unmute',
  'chrome.videoPlayer.volume': 'Volume',
  'chrome.videoPlayer.captionsOn': 'Show captions',
  'chrome.videoPlayer.captionsOff': 'Hide captions',
  'chrome.videoPlayer.fullscreen': 'Full screen',
  'chrome.videoPlayer.exitFullscreen': 'Exit full screen',
  'chrome.videoPlayer.keys':
    'Keyboard: space or K play/pause, left/right arrow 5 seconds back/forward, up/down arrow louder/quieter, M sound, F full screen',
  'chrome.videoPlayer.consentHeading': 'Video from {platform}',
  'chrome.videoPlayer.consentText':
    'This video is provided by {platform}. Playing it sends data to {platform}. Nothing from {platform} is loaded before that.',
  'chrome.videoPlayer.consentOnce': 'Play video (consent once)',
  'chrome.videoPlayer.settings': 'Open the cookie settings',
  'chrome.videoPlayer.playPlatform': 'Play the video from {platform}: {title}',
};

const hr: Complete = {
  'chrome.videoPlayer.player': 'Video player: {title}',
  'chrome.videoPlayer.play': 'Reproduciraj',
  'chrome.videoPlayer.pause': 'Pauza',
  'chrome.videoPlayer.position': 'Položaj',
  'chrome.videoPlayer.positionText': '{current} od {duration}',
  'chrome.videoPlayer.mute': 'Isključi zvuk',
  'chrome.videoPlayer.unmute': 'Uključi zvuk',
  'chrome.videoPlayer.volume': 'Glasnoća',
  'chrome.videoPlayer.captionsOn': 'Prikaži titlove',
  'chrome.videoPlayer.captionsOff': 'Sakrij titlove',
  'chrome.videoPlayer.fullscreen': 'Cijeli zaslon',
  'chrome.videoPlayer.exitFullscreen': 'Izađi iz cijelog zaslona',
  'chrome.videoPlayer.keys':
    'Tipkovnica: razmaknica ili K reprodukcija/pauza, strelica lijevo/desno 5 sekundi natrag/naprijed, strelica gore/dolje glasnije/tiše, M zvuk, F cijeli zaslon',
  'chrome.videoPlayer.consentHeading': 'Videozapis s platforme {platform}',
  'chrome.videoPlayer.consentText':
    'Ovaj videozapis pruža {platform}. Reprodukcijom se podaci prenose na {platform}. Prije toga ništa se ne učitava s platforme {platform}.',
  'chrome.videoPlayer.consentOnce': 'Reproduciraj videozapis (jednokratni pristanak)',
  'chrome.videoPlayer.settings': 'Otvori postavke kolačića',
  'chrome.videoPlayer.playPlatform': 'Reproduciraj videozapis s platforme {platform}: {title}',
};

const it: Complete = {
  'chrome.videoPlayer.player': 'Lettore video: {title}',
  'chrome.videoPlayer.play': 'Riproduci',
  'chrome.videoPlayer.pause': 'Pausa',
  'chrome.videoPlayer.position': 'Posizione',
  'chrome.videoPlayer.positionText': '{current} di {duration}',
  'chrome.videoPlayer.mute': 'Disattiva audio',
  'chrome.videoPlayer.unmute': 'Attiva audio',
  'chrome.videoPlayer.volume': 'Volume',
  'chrome.videoPlayer.captionsOn': 'Mostra sottotitoli',
  'chrome.videoPlayer.captionsOff': 'Nascondi sottotitoli',
  'chrome.videoPlayer.fullscreen': 'Schermo intero',
  'chrome.videoPlayer.exitFullscreen': 'Esci da schermo intero',
  'chrome.videoPlayer.keys':
    'Tastiera: spazio o K riproduci/pausa, freccia sinistra/destra 5 secondi indietro/avanti, freccia su/giù volume più alto/basso, M audio, F schermo intero',
  'chrome.videoPlayer.consentHeading': 'Video di {platform}',
  'chrome.videoPlayer.consentText':
    'Questo video è fornito da {platform}. Riproducendolo, i dati vengono trasmessi a {platform}. Prima non viene caricato nulla da {platform}.',
  'chrome.videoPlayer.consentOnce': 'Riproduci il video (consenso una tantum)',
  'chrome.videoPlayer.settings': 'Aprire le impostazioni cookie',
  'chrome.videoPlayer.playPlatform': 'Riproduci il video di {platform}: {title}',
};

const sl: Complete = {
  'chrome.videoPlayer.player': 'Predvajalnik: {title}',
  'chrome.videoPlayer.play': 'Predvajaj',
  'chrome.videoPlayer.pause': 'Premor',
  'chrome.videoPlayer.position': 'Položaj',
  'chrome.videoPlayer.positionText': '{current} od {duration}',
  'chrome.videoPlayer.mute': 'Izklopi zvok',
  'chrome.videoPlayer.unmute': 'Vklopi zvok',
  'chrome.videoPlayer.volume': 'Glasnost',
  'chrome.videoPlayer.captionsOn': 'Prikaži podnapise',
  'chrome.videoPlayer.captionsOff': 'Skrij podnapise',
  'chrome.videoPlayer.fullscreen': 'Celozaslonski način',
  'chrome.videoPlayer.exitFullscreen': 'Izhod iz celozaslonskega načina',
  'chrome.videoPlayer.keys':
    'Tipkovnica: preslednica ali K predvajaj/premor, puščica levo/desno 5 sekund nazaj/naprej, puščica gor/dol glasneje/tiše, M zvok, F celozaslonski način',
  'chrome.videoPlayer.consentHeading': 'Videoposnetek s platforme {platform}',
  'chrome.videoPlayer.consentText':
    'Ta videoposnetek zagotavlja {platform}. Ob predvajanju se podatki prenesejo na {platform}. Prej se s platforme {platform} ne naloži nič.',
  'chrome.videoPlayer.consentOnce': 'Predvajaj videoposnetek (enkratna privolitev)',
  'chrome.videoPlayer.settings': 'Odpri nastavitve piškotkov',
  'chrome.videoPlayer.playPlatform': 'Predvajaj videoposnetek s platforme {platform}: {title}',
};

const fr: Partial<Complete> = {
  'chrome.videoPlayer.play': 'Lecture',
  'chrome.videoPlayer.pause': 'Pause',
  'chrome.videoPlayer.settings': 'Ouvrir les paramètres des cookies',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
