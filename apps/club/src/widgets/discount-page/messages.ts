import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'club.discountPage.back': 'Zurück zur Übersicht',
  'club.discountPage.loading': 'Der Vorteil wird geladen …',
  'club.discountPage.notFound': 'Diesen Vorteil gibt es nicht mehr.',
  'club.discountPage.validTo': 'Gültig bis {date}',
  'club.discountPage.unlimited': 'Unbegrenzt gültig',
  'club.discountPage.facts': 'Das Wichtigste',
  'club.discountPage.facts.voucher': 'Ihr Vorteil',
  'club.discountPage.facts.validity': 'Gültigkeit',
  'club.discountPage.facts.redeemable': 'Einlösbar',
  'club.discountPage.facts.channel': 'Einlösung',
  'club.discountPage.redeemable.einmalig': 'Einmal einlösbar',
  'club.discountPage.redeemable.unbegrenzt': 'Beliebig oft einlösbar',
  'club.discountPage.clubCard': 'Nur mit Clubkarte',
  'club.discountPage.clubOnly': 'Exklusiv für Clubmitglieder bis 24',
  'club.discountPage.address': 'Adresse',
  'club.discountPage.shopWebsite': 'Website des Partners',
  'club.discountPage.newWindow': '(öffnet in neuem Fenster)',
  'club.discountPage.map.load': 'Karte anzeigen',
  'club.discountPage.map.consent':
    'Die Karte wird von Google Maps geladen. Dabei werden Daten an Google übertragen.',
  'club.discountPage.map.label': 'Karte: {place}',
  'club.discountPage.map.error': 'Die Karte kann gerade nicht geladen werden.',
  'club.discountPage.action.heading': 'So erhalten Sie Ihren Vorteil',
  'club.discountPage.action.loginPromoCode': 'Anmelden und Promocode erhalten',
  'club.discountPage.action.loginShopLink': 'Anmelden und Shop-Link erhalten',
  'club.discountPage.action.loginNote':
    'Sie werden zur sicheren Anmeldung der Bank weitergeleitet und kommen danach hierher zurück.',
  'club.discountPage.action.generate': 'Promocode erzeugen',
  'club.discountPage.action.generateAgain': 'Neuen Promocode erzeugen',
  'club.discountPage.action.shopLink': 'Shop-Link anzeigen',
  'club.discountPage.action.inStore': 'Zeigen Sie Ihre Clubkarte beim Bezahlen im Geschäft.',
  'club.discountPage.action.working': 'Einen Moment bitte …',
  'club.discountPage.promo.heading': 'Ihr Promocode',
  'club.discountPage.promo.previous': 'Ihr vorheriger Code: {code}',
  'club.discountPage.promo.copy': 'Code kopieren',
  'club.discountPage.promo.copied': 'Der Code {code} wurde in die Zwischenablage kopiert.',
  'club.discountPage.promo.copyFailed':
    'Kopieren ist nicht möglich. Bitte markieren Sie den Code und kopieren Sie ihn selbst.',
  'club.discountPage.promo.noneLeft':
    'Zur Zeit stehen keine Promocodes mehr zur Verfügung. Bitte versuche es später noch einmal.',
  'club.discountPage.promo.defaultCode': 'Bis dahin können Sie diesen allgemeinen Code verwenden:',
  'club.discountPage.promo.alreadyGenerated':
    'Sie haben Ihren Promocode für diesen Vorteil bereits erzeugt. Er ist nur einmal einlösbar.',
  'club.discountPage.promo.unlimited':
    'Dieser Code ist beliebig oft einlösbar. Sie können jederzeit einen neuen erzeugen.',
  'club.discountPage.link.heading': 'Ihr Link zum Vorteil',
  'club.discountPage.link.open': 'Vorteil im Shop einlösen',
  'club.discountPage.error.promoCode':
    'Promocodes können nur Mitglieder des Jugendclubs erzeugen. Werden Sie jetzt in Ihrer Filiale Mitglied.',
  'club.discountPage.error.shopLink':
    'Den Shop-Link erhalten nur Mitglieder des Jugendclubs. Werden Sie jetzt in Ihrer Filiale Mitglied.',
  'club.discountPage.error.age':
    'Dieser Vorteil ist nur für Clubmitglieder bis 24 Jahre. Promocode und Shop-Link gibt es daher leider nicht.',
  'club.discountPage.error.sessionExpired':
    'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'club.discountPage.back': 'Back to the overview',
  'club.discountPage.loading': 'Loading the benefit …',
  'club.discountPage.notFound': 'This benefit is no longer available.',
  'club.discountPage.validTo': 'Valid until {date}',
  'club.discountPage.unlimited': 'Valid without time limit',
  'club.discountPage.facts': 'At a glance',
  'club.discountPage.facts.voucher': 'Your benefit',
  'club.discountPage.facts.validity': 'Validity',
  'club.discountPage.facts.redeemable': 'Redeemable',
  'club.discountPage.facts.channel': 'Where to redeem',
  'club.discountPage.redeemable.einmalig': 'Once',
  'club.discountPage.redeemable.unbegrenzt': 'As often as you like',
  'club.discountPage.clubCard': 'Club card required',
  'club.discountPage.clubOnly': 'Exclusively for club members up to 24',
  'club.discountPage.address': 'Address',
  'club.discountPage.shopWebsite': 'Partner website',
  'club.discountPage.newWindow': '(opens in a new window)',
  'club.discountPage.map.load': 'Show map',
  'club.discountPage.map.consent':
    'The map is loaded from Google Maps, which receives data from you.',
  'club.discountPage.map.label': 'Map: {place}',
  'club.discountPage.map.error': 'The map cannot be loaded right now.',
  'club.discountPage.action.heading': 'How to get your benefit',
  'club.discountPage.action.loginPromoCode': 'Log in and get a promo code',
  'club.discountPage.action.loginShopLink': 'Log in and get the shop link',
  'club.discountPage.action.loginNote':
    'You will be taken to the bank’s secure login and brought back here afterwards.',
  'club.discountPage.action.generate': 'Generate promo code',
  'club.discountPage.action.generateAgain': 'Generate a new promo code',
  'club.discountPage.action.shopLink': 'Show shop link',
  'club.discountPage.action.inStore': 'Show your club card when you pay in the shop.',
  'club.discountPage.action.working': 'One moment please …',
  'club.discountPage.promo.heading': 'Your promo code',
  'club.discountPage.promo.previous': 'Your previous code: {code}',
  'club.discountPage.promo.copy': 'Copy code',
  'club.discountPage.promo.copied': 'The code {code} was copied to the clipboard.',
  'club.discountPage.promo.copyFailed':
    'Copying is not possible. Please select the code and copy it yourself.',
  'club.discountPage.promo.noneLeft':
    'There are no promo codes available at the moment. Please try again later.',
  'club.discountPage.promo.defaultCode': 'Until then you can use this general code:',
  'club.discountPage.promo.alreadyGenerated':
    'You already generated your promo code for this benefit. It can be redeemed once only.',
  'club.discountPage.promo.unlimited':
    'This code can be redeemed as often as you like. You can generate a new one at any time.',
  'club.discountPage.link.heading': 'Your link to the benefit',
  'club.discountPage.link.open': 'Redeem the benefit in the shop',
  'club.discountPage.error.promoCode':
    'Only members of the youth club can generate promo codes. Become a member at your branch.',
  'club.discountPage.error.shopLink':
    'Only members of the youth club get the shop link. Become a member at your branch.',
  'club.discountPage.error.age':
    'This benefit is only for club members up to 24, so there is no promo code or shop link for you.',
  'club.discountPage.error.sessionExpired': 'Your login has expired. Please log in again.',
};

const hr: Complete = {
  'club.discountPage.back': 'Natrag na pregled',
  'club.discountPage.loading': 'Pogodnost se učitava …',
  'club.discountPage.notFound': 'Ova pogodnost više ne postoji.',
  'club.discountPage.validTo': 'Vrijedi do {date}',
  'club.discountPage.unlimited': 'Vrijedi neograničeno',
  'club.discountPage.facts': 'Najvažnije',
  'club.discountPage.facts.voucher': 'Vaša pogodnost',
  'club.discountPage.facts.validity': 'Valjanost',
  'club.discountPage.facts.redeemable': 'Iskoristivo',
  'club.discountPage.facts.channel': 'Iskorištavanje',
  'club.discountPage.redeemable.einmalig': 'Jednom',
  'club.discountPage.redeemable.unbegrenzt': 'Neograničeno puta',
  'club.discountPage.clubCard': 'Samo uz klupsku karticu',
  'club.discountPage.clubOnly': 'Samo za članove kluba do 24 godine',
  'club.discountPage.address': 'Adresa',
  'club.discountPage.shopWebsite': 'Web-stranica partnera',
  'club.discountPage.newWindow': '(otvara se u novom prozoru)',
  'club.discountPage.map.load': 'Prikaži kartu',
  'club.discountPage.map.consent':
    'Karta se učitava s Google Mapsa. Pritom se podaci prenose Googleu.',
  'club.discountPage.map.label': 'Karta: {place}',
  'club.discountPage.map.error': 'Karta se trenutačno ne može učitati.',
  'club.discountPage.action.heading': 'Kako dobiti pogodnost',
  'club.discountPage.action.loginPromoCode': 'Prijavite se i dobijte promotivni kod',
  'club.discountPage.action.loginShopLink': 'Prijavite se i dobijte poveznicu na trgovinu',
  'club.discountPage.action.loginNote':
    'Bit ćete preusmjereni na sigurnu prijavu banke i zatim vraćeni ovamo.',
  'club.discountPage.action.generate': 'Generiraj promotivni kod',
  'club.discountPage.action.generateAgain': 'Generiraj novi promotivni kod',
  'club.discountPage.action.shopLink': 'Prikaži poveznicu na trgovinu',
  'club.discountPage.action.inStore': 'Pokažite klupsku karticu pri plaćanju u trgovini.',
  'club.discountPage.action.working': 'Trenutak molim …',
  'club.discountPage.promo.heading': 'Vaš promotivni kod',
  'club.discountPage.promo.previous': 'Vaš prethodni kod: {code}',
  'club.discountPage.promo.copy': 'Kopiraj kod',
  'club.discountPage.promo.copied': 'Kod {code} kopiran je u međuspremnik.',
  'club.discountPage.promo.copyFailed': 'Kopiranje nije moguće. Označite kod i kopirajte ga sami.',
  'club.discountPage.promo.noneLeft':
    'Trenutačno nema dostupnih promotivnih kodova. Pokušajte ponovno kasnije.',
  'club.discountPage.promo.defaultCode': 'Do tada možete koristiti ovaj opći kod:',
  'club.discountPage.promo.alreadyGenerated':
    'Već ste generirali promotivni kod za ovu pogodnost. Može se iskoristiti samo jednom.',
  'club.discountPage.promo.unlimited':
    'Ovaj kod možete koristiti neograničeno. Novi možete generirati u bilo kojem trenutku.',
  'club.discountPage.link.heading': 'Vaša poveznica na pogodnost',
  'club.discountPage.link.open': 'Iskoristi pogodnost u trgovini',
  'club.discountPage.error.promoCode':
    'Promotivne kodove mogu generirati samo članovi kluba mladih. Postanite član u svojoj poslovnici.',
  'club.discountPage.error.shopLink':
    'Poveznicu na trgovinu dobivaju samo članovi kluba mladih. Postanite član u svojoj poslovnici.',
  'club.discountPage.error.age':
    'Ova pogodnost vrijedi samo za članove kluba do 24 godine, stoga za vas nema koda ni poveznice.',
  'club.discountPage.error.sessionExpired': 'Vaša je prijava istekla. Prijavite se ponovno.',
};

const it: Complete = {
  'club.discountPage.back': 'Torna alla panoramica',
  'club.discountPage.loading': 'Caricamento del vantaggio …',
  'club.discountPage.notFound': 'Questo vantaggio non è più disponibile.',
  'club.discountPage.validTo': 'Valido fino al {date}',
  'club.discountPage.unlimited': 'Validità illimitata',
  'club.discountPage.facts': 'In breve',
  'club.discountPage.facts.voucher': 'Il tuo vantaggio',
  'club.discountPage.facts.validity': 'Validità',
  'club.discountPage.facts.redeemable': 'Utilizzabile',
  'club.discountPage.facts.channel': 'Dove utilizzarlo',
  'club.discountPage.redeemable.einmalig': 'Una volta',
  'club.discountPage.redeemable.unbegrenzt': 'Senza limiti',
  'club.discountPage.clubCard': 'Solo con la carta del club',
  'club.discountPage.clubOnly': 'Solo per i soci del club fino a 24 anni',
  'club.discountPage.address': 'Indirizzo',
  'club.discountPage.shopWebsite': 'Sito del partner',
  'club.discountPage.newWindow': '(si apre in una nuova finestra)',
  'club.discountPage.map.load': 'Mostra la mappa',
  'club.discountPage.map.consent':
    'La mappa viene caricata da Google Maps, che riceve così dei dati.',
  'club.discountPage.map.label': 'Mappa: {place}',
  'club.discountPage.map.error': 'Al momento non è possibile caricare la mappa.',
  'club.discountPage.action.heading': 'Come ottenere il vantaggio',
  'club.discountPage.action.loginPromoCode': 'Accedi e ricevi il codice promozionale',
  'club.discountPage.action.loginShopLink': 'Accedi e ricevi il link al negozio',
  'club.discountPage.action.loginNote':
    'Verrai portato all’accesso sicuro della banca e poi di nuovo qui.',
  'club.discountPage.action.generate': 'Genera codice promozionale',
  'club.discountPage.action.generateAgain': 'Genera un nuovo codice promozionale',
  'club.discountPage.action.shopLink': 'Mostra il link al negozio',
  'club.discountPage.action.inStore': 'Mostra la carta del club quando paghi in negozio.',
  'club.discountPage.action.working': 'Un momento, per favore …',
  'club.discountPage.promo.heading': 'Il tuo codice promozionale',
  'club.discountPage.promo.previous': 'Il tuo codice precedente: {code}',
  'club.discountPage.promo.copy': 'Copia codice',
  'club.discountPage.promo.copied': 'Il codice {code} è stato copiato negli appunti.',
  'club.discountPage.promo.copyFailed': 'Impossibile copiare. Seleziona il codice e copialo tu.',
  'club.discountPage.promo.noneLeft':
    'Al momento non ci sono codici promozionali disponibili. Riprova più tardi.',
  'club.discountPage.promo.defaultCode': 'Nel frattempo puoi usare questo codice generale:',
  'club.discountPage.promo.alreadyGenerated':
    'Hai già generato il codice per questo vantaggio. È utilizzabile una sola volta.',
  'club.discountPage.promo.unlimited':
    'Questo codice è utilizzabile senza limiti. Puoi generarne uno nuovo in qualsiasi momento.',
  'club.discountPage.link.heading': 'Il tuo link al vantaggio',
  'club.discountPage.link.open': 'Usa il vantaggio nel negozio',
  'club.discountPage.error.promoCode':
    'Solo i soci del club giovani possono generare codici promozionali. Diventa socio nella tua filiale.',
  'club.discountPage.error.shopLink':
    'Solo i soci del club giovani ricevono il link al negozio. Diventa socio nella tua filiale.',
  'club.discountPage.error.age':
    'Questo vantaggio è solo per i soci fino a 24 anni, quindi non ricevi codice né link.',
  'club.discountPage.error.sessionExpired': 'Il tuo accesso è scaduto. Accedi di nuovo.',
};

const sl: Complete = {
  'club.discountPage.back': 'Nazaj na pregled',
  'club.discountPage.loading': 'Ugodnost se nalaga …',
  'club.discountPage.notFound': 'Te ugodnosti ni več.',
  'club.discountPage.validTo': 'Velja do {date}',
  'club.discountPage.unlimited': 'Velja neomejeno',
  'club.discountPage.facts': 'Na kratko',
  'club.discountPage.facts.voucher': 'Vaša ugodnost',
  'club.discountPage.facts.validity': 'Veljavnost',
  'club.discountPage.facts.redeemable': 'Unovčljivo',
  'club.discountPage.facts.channel': 'Kje unovčiti',
  'club.discountPage.redeemable.einmalig': 'Enkrat',
  'club.discountPage.redeemable.unbegrenzt': 'Neomejeno',
  'club.discountPage.clubCard': 'Samo s klubsko kartico',
  'club.discountPage.clubOnly': 'Samo za člane kluba do 24 let',
  'club.discountPage.address': 'Naslov',
  'club.discountPage.shopWebsite': 'Spletna stran partnerja',
  'club.discountPage.newWindow': '(odpre se v novem oknu)',
  'club.discountPage.map.load': 'Prikaži zemljevid',
  'club.discountPage.map.consent':
    'Zemljevid se naloži iz Google Maps. Pri tem se podatki prenesejo Googlu.',
  'club.discountPage.map.label': 'Zemljevid: {place}',
  'club.discountPage.map.error': 'Zemljevida trenutno ni mogoče naložiti.',
  'club.discountPage.action.heading': 'Kako dobite ugodnost',
  'club.discountPage.action.loginPromoCode': 'Prijavite se in prejmite promocijsko kodo',
  'club.discountPage.action.loginShopLink': 'Prijavite se in prejmite povezavo do trgovine',
  'club.discountPage.action.loginNote':
    'Preusmerjeni boste na varno prijavo banke in nato nazaj sem.',
  'club.discountPage.action.generate': 'Ustvari promocijsko kodo',
  'club.discountPage.action.generateAgain': 'Ustvari novo promocijsko kodo',
  'club.discountPage.action.shopLink': 'Prikaži povezavo do trgovine',
  'club.discountPage.action.inStore': 'Pri plačilu v trgovini pokažite klubsko kartico.',
  'club.discountPage.action.working': 'Trenutek, prosim …',
  'club.discountPage.promo.heading': 'Vaša promocijska koda',
  'club.discountPage.promo.previous': 'Vaša prejšnja koda: {code}',
  'club.discountPage.promo.copy': 'Kopiraj kodo',
  'club.discountPage.promo.copied': 'Koda {code} je bila kopirana v odložišče.',
  'club.discountPage.promo.copyFailed': 'Kopiranje ni mogoče. Označite kodo in jo kopirajte sami.',
  'club.discountPage.promo.noneLeft':
    'Trenutno ni na voljo nobene promocijske kode. Poskusite znova pozneje.',
  'club.discountPage.promo.defaultCode': 'Do takrat lahko uporabite to splošno kodo:',
  'club.discountPage.promo.alreadyGenerated':
    'Za to ugodnost ste kodo že ustvarili. Unovčite jo lahko samo enkrat.',
  'club.discountPage.promo.unlimited':
    'To kodo lahko unovčite neomejeno. Novo lahko ustvarite kadar koli.',
  'club.discountPage.link.heading': 'Vaša povezava do ugodnosti',
  'club.discountPage.link.open': 'Unovčite ugodnost v trgovini',
  'club.discountPage.error.promoCode':
    'Promocijske kode lahko ustvarijo samo člani mladinskega kluba. Postanite član v svoji poslovalnici.',
  'club.discountPage.error.shopLink':
    'Povezavo do trgovine prejmejo samo člani mladinskega kluba. Postanite član v svoji poslovalnici.',
  'club.discountPage.error.age':
    'Ta ugodnost je samo za člane do 24 let, zato za vas ni kode ali povezave.',
  'club.discountPage.error.sessionExpired': 'Vaša prijava je potekla. Prijavite se znova.',
};

// French is only partly translated; the rest falls back to German.
const fr: Partial<Complete> = {
  'club.discountPage.back': 'Retour à l’aperçu',
  'club.discountPage.unlimited': 'Validité illimitée',
  'club.discountPage.promo.copy': 'Copier le code',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
