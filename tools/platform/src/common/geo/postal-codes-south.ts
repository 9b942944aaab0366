/** Real postal codes of places in Carinthia and Styria (format: see postal-codes-east.ts). */
export const POSTAL_CODES_SOUTH: Record<string, string> = {
  '02':
    'Klagenfurt am Wörthersee=9020|Villach=9500|Spittal an der Drau=9800|' +
    'Sankt Veit an der Glan=9300|Finkenstein am Faaker See=9584|Völkermarkt=9100|Ferlach=9170|' +
    'Wolfsberg=9400|Feldkirchen in Kärnten=9560|Hermagor=9620|Sankt Andrä=9433|' +
    'Velden am Wörthersee=9220|Wernberg=9241|Radenthein=9545|Bleiburg/Pliberk=9150>Bleiburg|Seeboden=9871|' +
    'Millstatt=9872|Friesach=9360|Krumpendorf=9201|Pörtschach am Wörthersee=9210|' +
    'Moosburg=9062|Ebenthal=9065|Althofen=9330|Viktring=9073>Klagenfurt am Wörthersee|' +
    'Annabichl=9020>Klagenfurt am Wörthersee|Landskron=9523>Villach',
  '06':
    'Graz=8010|Jakomini=8010>Graz|Lend=8020>Graz|Gries=8020>Graz|Geidorf=8010>Graz|' +
    'Eggenberg=8020>Graz|Andritz=8045>Graz|Straßgang=8054>Graz|Sankt Leonhard=8010>Graz|' +
    'Wetzelsdorf=8052>Graz|Sankt Peter=8042>Graz|Liebenau=8041>Graz|Waltendorf=8010>Graz|' +
    'Gösting=8051>Graz|Mariatrost=8044>Graz|Puntigam=8055>Graz|Knittelfeld=8720|' +
    'Voitsberg=8570|Weiz=8160|Bruck an der Mur=8600|Leibnitz=8430|Judenburg=8750|Leoben=8700|' +
    'Kapfenberg=8605|Feldbach=8330|Hartberg=8230|Gleisdorf=8200|Deutschlandsberg=8530|' +
    'Köflach=8580|Mürzzuschlag=8680|Liezen=8940|Schladming=8970|Bad Aussee=8990|' +
    'Fürstenfeld=8280|Bad Radkersburg=8490|Murau=8850|Trofaiach=8793|Frohnleiten=8130|' +
    'Kalsdorf bei Graz=8401|Feldkirchen bei Graz=8073|Gratkorn=8101|Gratwein=8112|' +
    'Hausmannstätten=8071|Lieboch=8501|Wildon=8410|Kindberg=8650|Eisenerz=8790|' +
    'Rottenmann=8786|Admont=8911|Bad Gleichenberg=8344|Fehring=8350|Fohnsdorf=8753|' +
    'Zeltweg=8740|Spielberg bei Knittelfeld=8724>Spielberg|Stainz=8510',
};
