/** Real postal codes of places in Upper Austria, Salzburg, Tyrol and Vorarlberg (see -east). */
export const POSTAL_CODES_WEST: Record<string, string> = {
  '04':
    'Linz=4020|Steyr=4400|Wels=4600|Gmunden=4810|Ried im Innkreis=4910|Traun=4050|' +
    'Laakirchen=4663|Enns=4470|Attnang-Puchheim=4800|Marchtrenk=4614|Vorchdorf=4655|' +
    'Freistadt=4240|Kremsmünster=4550|Mattighofen=5230|Gallneukirchen=4210|' +
    'Neuhofen an der Krems=4501|Micheldorf in Oberösterreich=4563|Perg=4320|Leonding=4060|' +
    'Ansfelden=4052|Braunau am Inn=5280|Vöcklabruck=4840|Bad Ischl=4820|Schärding=4780|' +
    'Grieskirchen=4710|Eferding=4070|Kirchdorf an der Krems=4560|Schwanenstadt=4690|' +
    'Vöcklamarkt=4870|Bad Hall=4540|Sierning=4522|Garsten=4451|Pregarten=4230|' +
    'Bad Goisern=4822|Altmünster=4813|Lenzing=4860|Mondsee=5310|' +
    'Timelkam=4850|Pasching=4061|Hörsching=4063|Asten=4481|Ottensheim=4100|' +
    'Bad Leonfelden=4190|Steyregg=4221',
  '05':
    'Salzburg=5020|Saalfelden am Steinernen Meer=5760|Zell am See=5700|Bischofshofen=5500|' +
    'Hallein=5400|Oberndorf bei Salzburg=5110|Henndorf am Wallersee=5302|Bürmoos=5111|' +
    'Sankt Johann im Pongau=5600|Neumarkt am Wallersee=5202|Altenmarkt im Pongau=5541|' +
    'Oberalm=5411|Puch bei Hallein=5412|Bad Gastein=5640|Obertrum am See=5162|Grossarl=5611|' +
    'Sankt Veit im Pongau=5621|Strasswalchen=5204|Grödig=5082|Wals=5071|' +
    'Seekirchen am Wallersee=5201|Radstadt=5550|Mittersill=5730|Tamsweg=5580|Kuchl=5431|' +
    'Golling an der Salzach=5440|Eugendorf=5301|Thalgau=5303|Anif=5081|Elsbethen=5061|' +
    'Bergheim=5101|Bad Hofgastein=5630|Schwarzach im Pongau=5620|Abtenau=5441|Kaprun=5710|' +
    'Werfen=5450|Lofer=5090|Mattsee=5163|Sankt Gilgen=5340|Wagrain=5602',
  '07':
    'Innsbruck=6020|Hötting=6020>Innsbruck|Pradl=6020>Innsbruck|Wilten=6020>Innsbruck|' +
    'Telfs=6410|Wörgl=6300|Schwaz=6130|Hall in Tirol=6060|Lienz=9900|Imst=6460|Kufstein=6330|' +
    'Sankt Johann in Tirol=6380|Rum=6063|Kitzbühel=6370|Zirl=6170|Wattens=6112|Landeck=6500|' +
    'Jenbach=6200|Absam=6067|Völs=6176|Reutte=6600|Kirchbichl=6322|Kramsach=6233|' +
    'Brixlegg=6230|Fügen=6263|Zell am Ziller=6280|Mayrhofen=6290|Steinach am Brenner=6150|' +
    'Sölden=6450|St Anton am Arlberg=6580>Sankt Anton am Arlberg|Ehrwald=6632|Seefeld in Tirol=6100|Axams=6094|' +
    'Volders=6111|Kundl=6250|Söll=6306|Fieberbrunn=6391|Hopfgarten im Brixental=6361|' +
    'Kirchberg in Tirol=6365|Westendorf=6363|Matrei in Osttirol=9971|Sillian=9920|Zams=6511|' +
    'Vomp=6134|Kössen=6345|Thaur=6065|Fulpmes=6166',
  '08':
    'Dornbirn=6850|Feldkirch=6800|Bregenz=6900|Lustenau=6890|Hohenems=6845|Bludenz=6700|' +
    'Hard=6971|Rankweil=6830|Götzis=6840|Lauterach=6923|Wolfurt=6922|Höchst=6973|Altach=6844|' +
    'Frastanz=6820|Hörbranz=6912|Lochau=6911|Nüziders=6714|Koblach=6842|Nenzing=6710|' +
    'Mäder=6841|Schwarzach=6858|Fußach=6972|Kennelbach=6921|Bürs=6706|Schruns=6780|' +
    'Bezau=6870|Egg=6863|Andelsbuch=6866|Klaus=6833|Sulz=6832|Lech=6764|Alberschwende=6861',
};
