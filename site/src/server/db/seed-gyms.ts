import { foldForSearch } from '@spotter/domain';
import { inTransaction, type DB } from './index.ts';

/** One gym of the demo directory: name, street address as people write it, and its point. */
type DemoGym = readonly [name: string, address: string, lat: number, lon: number];

interface DemoCity {
  /** The city as the bundled dataset names it. */
  city: string;
  countryCode: string;
  gyms: readonly DemoGym[];
}

/**
 * The demo gym directory of the seeded cities (SPEC §5 Gyms). Every gym a seeded trainer names
 * (seed-data.ts) is among them, by name; trainers of other cities train outdoors or online.
 */
export const demoGymDirectory: readonly DemoCity[] = [
  {
    city: 'Sarajevo',
    countryCode: 'BA',
    gyms: [
      ['Fitness Pass Sarajevo', 'Zmaja od Bosne 7, Sarajevo', 43.8559, 18.4068],
      ['City Gym Marijin Dvor', 'Maršala Tita 9, Sarajevo', 43.8587, 18.4185],
      ['Bjelave Strength Club', 'Hadželi 21, Sarajevo', 43.864, 18.417],
      ['Grbavica Fitness Centar', 'Zagrebačka 12, Sarajevo', 43.85, 18.396],
      ['Koševo Arena Gym', 'Patriotske lige 35, Sarajevo', 43.869, 18.411],
      ['Ilidža Sport Centar', 'Butmirska cesta 18, Ilidža', 43.829, 18.312],
      ['Skenderija Boxing Klub', 'Terezija bb, Sarajevo', 43.8552, 18.4135],
      ['Dobrinja Fit Zona', 'Trg zlatnih ljiljana 3, Sarajevo', 43.829, 18.352],
      ['Otoka Power Gym', 'Džemala Bijedića 145, Sarajevo', 43.847, 18.36],
      ['Baščaršija Yoga Studio', 'Mula Mustafe Bašeskije 22, Sarajevo', 43.8592, 18.429],
    ],
  },
  {
    city: 'Banja Luka',
    countryCode: 'BA',
    gyms: [
      ['Borik Fitness', 'Bulevar vojvode Petra Bojovića 1, Banja Luka', 44.779, 17.205],
      ['Gym Centar Banja Luka', 'Kralja Petra I Karađorđevića 85, Banja Luka', 44.772, 17.192],
      ['Vidovdanska Sport Hall', 'Vidovdanska 12, Banja Luka', 44.766, 17.188],
      ['Vrbas CrossFit', 'Aleja Svetog Save 40, Banja Luka', 44.774, 17.189],
      ['Obilićevo Fit Studio', 'Jovana Dučića 25, Banja Luka', 44.761, 17.208],
      ['Lauš Power House', 'Krajiških brigada 110, Banja Luka', 44.79, 17.17],
      ['Mejdan Boxing Club', 'Cara Lazara 14, Banja Luka', 44.777, 17.21],
      ['Banja Luka Aquatic Centar', 'Tina Ujevića 2, Banja Luka', 44.782, 17.199],
    ],
  },
  {
    city: 'Mostar',
    countryCode: 'BA',
    gyms: [
      ['Physio & Fit Mostar', 'Kralja Tvrtka 12, Mostar', 43.345, 17.807],
      ['Neretva Fitness', 'Maršala Tita 180, Mostar', 43.342, 17.813],
      ['Rondo Gym', 'Kralja Petra Krešimira IV 5, Mostar', 43.344, 17.8],
      ['Stari Grad Boxing', 'Braće Fejića 20, Mostar', 43.3395, 17.8155],
      ['Zalik Strength Club', 'Splitska 8, Mostar', 43.358, 17.818],
      ['Bijeli Brijeg Sport Centar', 'Bijeli Brijeg bb, Mostar', 43.348, 17.796],
      ['Cernica Yoga & Pilates', 'Onešćukova 11, Mostar', 43.3385, 17.812],
      ['Mostar Fit Factory', 'Dubrovačka 60, Mostar', 43.33, 17.805],
    ],
  },
  {
    city: 'Tuzla',
    countryCode: 'BA',
    gyms: [
      ['Tuzla Fitness Centar', 'Turalibegova 15, Tuzla', 44.538, 18.676],
      ['Panonika Gym', 'Bosne Srebrene 2, Tuzla', 44.5395, 18.665],
      ['Slatina Power Club', '15. maja 8, Tuzla', 44.536, 18.685],
      ['Mejdan Sport Hall', 'Mejdan bb, Tuzla', 44.544, 18.688],
      ['Kreka CrossFit', 'Rudarska 71, Tuzla', 44.53, 18.695],
      ['Stupine Fit Studio', 'Stupine B-10, Tuzla', 44.531, 18.646],
      ['Solana Boxing Klub', 'Armije BiH 4, Tuzla', 44.535, 18.673],
      ['Sjenjak Yoga Studio', 'Aleja Alije Izetbegovića 22, Tuzla', 44.537, 18.662],
    ],
  },
  {
    city: 'Zagreb',
    countryCode: 'HR',
    gyms: [
      ['ŠRC Mladost', 'Jarunska ul. 5, Zagreb', 45.7885, 15.947],
      ['Gym Trešnjevka', 'Ozaljska 93, Zagreb', 45.8, 15.955],
      ['Maksimir Fitness Centar', 'Maksimirska 128, Zagreb', 45.819, 16.014],
      ['Zagreb Strength Lab', 'Radnička cesta 37, Zagreb', 45.802, 16.001],
      ['Kvatrić Boxing Club', 'Kvaternikov trg 9, Zagreb', 45.8145, 15.999],
      ['Jarun CrossFit', 'Hrgovići 54, Zagreb', 45.785, 15.923],
      ['Novi Zagreb Fit Zona', 'Avenija Dubrovnik 16, Zagreb', 45.778, 15.979],
      ['Britanac Yoga Studio', 'Ilica 81, Zagreb', 45.813, 15.964],
      ['Trnje Power Gym', 'Trnjanska cesta 108, Zagreb', 45.796, 15.987],
      ['Dubrava Sport Centar', 'Avenija Dubrava 49, Zagreb', 45.828, 16.052],
    ],
  },
  {
    city: 'Split',
    countryCode: 'HR',
    gyms: [
      ['CrossFit Split', 'Put Brodarice 6, Split', 43.516, 16.46],
      ['Poljud Fitness', 'Mediteranskih igara 2, Split', 43.519, 16.431],
      ['Spinut Gym', 'Spinutska 39, Split', 43.515, 16.433],
      ['Bačvice Beach Training', 'Put Firula 12, Split', 43.503, 16.449],
      ['Split 3 Strength Club', 'Ruđera Boškovića 31, Split', 43.509, 16.47],
      ['Gripe Sport Centar', 'Osječka 1, Split', 43.511, 16.449],
      ['Marjan Yoga Studio', 'Šetalište Ivana Meštrovića 5, Split', 43.505, 16.428],
      ['Žnjan Fit Zona', 'Put Žnjana 18, Split', 43.504, 16.49],
    ],
  },
  {
    city: 'Rijeka',
    countryCode: 'HR',
    gyms: [
      ['Bazeni Kantrida', 'Ulica Podmurvice 8, Rijeka', 45.3375, 14.3975],
      ['Rijeka Fitness Centar', 'Korzo 22, Rijeka', 45.3271, 14.4422],
      ['Trsat Strength Club', 'Slavka Krautzeka 40, Rijeka', 45.332, 14.458],
      ['Zamet Sport Centar', 'Bože Vidasa 12, Rijeka', 45.334, 14.409],
      ['Delta CrossFit', 'Ulica Milutina Barača 15, Rijeka', 45.327, 14.449],
      ['Pećine Yoga Studio', 'Šetalište XIII. divizije 30, Rijeka', 45.321, 14.466],
      ['Kozala Boxing Klub', 'Kozala 20, Rijeka', 45.333, 14.44],
      ['Sušak Fit Zona', 'Strossmayerova 8, Rijeka', 45.327, 14.454],
    ],
  },
  {
    city: 'Ljubljana',
    countryCode: 'SI',
    gyms: [
      ['Studio Tivoli', 'Celovška cesta 25, Ljubljana', 46.061, 14.496],
      ['Yoga Center Ljubljana', 'Trubarjeva 40, Ljubljana', 46.053, 14.511],
      ['Fitnes BTC', 'Šmartinska 152, Ljubljana', 46.066, 14.541],
      ['Bežigrad Fitnes Center', 'Dunajska cesta 107, Ljubljana', 46.076, 14.512],
      ['Šiška Strength Club', 'Celovška cesta 150, Ljubljana', 46.074, 14.484],
      ['Rožna dolina Gym', 'Cesta v Rožno dolino 15, Ljubljana', 46.048, 14.485],
      ['Moste Boxing Klub', 'Zaloška cesta 54, Ljubljana', 46.053, 14.539],
      ['Vič CrossFit', 'Tržaška cesta 116, Ljubljana', 46.043, 14.477],
      ['Ljubljanica Pilates Studio', 'Poljanski nasip 6, Ljubljana', 46.05, 14.515],
    ],
  },
  {
    city: 'Maribor',
    countryCode: 'SI',
    gyms: [
      ['Maribor Fitnes Center', 'Partizanska cesta 22, Maribor', 46.56, 15.651],
      ['Lent Gym', 'Usnjarska ulica 6, Maribor', 46.556, 15.642],
      ['Tabor Strength Club', 'Ljubljanska ulica 45, Maribor', 46.546, 15.642],
      ['Studenci CrossFit', 'Limbuška cesta 2, Maribor', 46.554, 15.621],
      ['Pohorje Sport Center', 'Ulica Pohorskega bataljona 40, Maribor', 46.538, 15.6],
      ['Magdalena Fit Studio', 'Tržaška cesta 15, Maribor', 46.545, 15.656],
      ['Tezno Boxing Klub', 'Ptujska cesta 110, Maribor', 46.535, 15.67],
      ['Drava Yoga Studio', 'Koroška cesta 18, Maribor', 46.559, 15.64],
    ],
  },
  {
    city: 'Belgrade',
    countryCode: 'RS',
    gyms: [
      ['Fight Club Dorćol', 'Cara Dušana 62, Beograd', 44.822, 20.462],
      ['Vračar Fitness Centar', 'Njegoševa 55, Beograd', 44.8, 20.475],
      ['Novi Beograd Power Gym', 'Bulevar Mihajla Pupina 165, Novi Beograd', 44.811, 20.415],
      ['Ada Ciganlija Outdoor Gym', 'Ada Ciganlija 2, Beograd', 44.787, 20.417],
      ['Zemun Strength Club', 'Glavna 20, Zemun', 44.844, 20.411],
      ['Karaburma CrossFit', 'Mirijevski bulevar 3, Beograd', 44.813, 20.51],
      ['Voždovac Sport Centar', 'Vojvode Stepe 120, Beograd', 44.774, 20.479],
      ['Savski Venac Yoga Studio', 'Kneza Miloša 47, Beograd', 44.801, 20.459],
      ['Banovo Brdo Fit Zona', 'Požeška 83, Beograd', 44.775, 20.416],
      ['Tašmajdan Swim & Gym', 'Ilije Garašanina 26, Beograd', 44.808, 20.473],
    ],
  },
  {
    city: 'Novi Sad',
    countryCode: 'RS',
    gyms: [
      ['SPENS Pool', 'Sutjeska 2, Novi Sad', 45.247, 19.845],
      ['Liman Fitness Centar', 'Bulevar cara Lazara 56, Novi Sad', 45.243, 19.84],
      ['Grbavica Gym', 'Bulevar oslobođenja 84, Novi Sad', 45.252, 19.831],
      ['Petrovaradin Strength Club', 'Preradovićeva 8, Petrovaradin', 45.252, 19.866],
      ['Detelinara CrossFit', 'Rumenačka 42, Novi Sad', 45.26, 19.809],
      ['Novo Naselje Fit Zona', 'Bulevar Jaše Tomića 10, Novi Sad', 45.264, 19.818],
      ['Dunavski Park Yoga', 'Dunavska 17, Novi Sad', 45.256, 19.849],
      ['Salajka Boxing Klub', 'Kisačka 40, Novi Sad', 45.264, 19.84],
    ],
  },
  {
    city: 'Niš',
    countryCode: 'RS',
    gyms: [
      ['Čair Sport Centar', 'Dušana Popovića 2, Niš', 43.315, 21.902],
      ['Niš Fitness Centar', 'Obrenovićeva 40, Niš', 43.3205, 21.8958],
      ['Tvrđava Martial Arts Club', 'Jadranska 12, Niš', 43.326, 21.895],
      ['Medijana Power Gym', 'Bulevar Nemanjića 70, Niš', 43.316, 21.923],
      ['Pantelej CrossFit', 'Vojislava Ilića 40, Niš', 43.33, 21.925],
      ['Duvanište Fit Studio', 'Bulevar Medijana 21, Niš', 43.31, 21.935],
      ['Palilula Boxing Klub', 'Vizantijski bulevar 10, Niš', 43.312, 21.91],
      ['Nišava Yoga Studio', 'Kej Kola srpskih sestara 4, Niš', 43.322, 21.9],
    ],
  },
  {
    city: 'Podgorica',
    countryCode: 'ME',
    gyms: [
      ['Morača Sportski Centar', 'Bulevar Ivana Crnojevića 1, Podgorica', 42.4405, 19.2545],
      ['Podgorica Fitness Centar', 'Slobode 50, Podgorica', 42.4415, 19.2625],
      ['Preko Morače Power Gym', 'Bulevar Svetog Petra Cetinjskog 90, Podgorica', 42.437, 19.249],
      ['Zabjelo CrossFit', 'Zetskih vladara 12, Podgorica', 42.432, 19.266],
      ['Gorica Outdoor Training', 'Park šuma Gorica, Podgorica', 42.451, 19.256],
      ['Blok 5 Boxing Klub', 'Vojislavljevića 30, Podgorica', 42.445, 19.236],
      ['Stari Aerodrom Fit Zona', 'Bulevar Oktobarske revolucije 60, Podgorica', 42.438, 19.283],
      ['City Kvart Yoga Studio', 'Moskovska 40, Podgorica', 42.447, 19.248],
    ],
  },
  {
    city: 'Skopje',
    countryCode: 'MK',
    gyms: [
      ['Centar Fitness Skopje', 'Makedonija 11, Skopje', 41.9955, 21.4325],
      ['Karpoš Strength Club', 'Partizanski odredi 70, Skopje', 42.0045, 21.409],
      ['Aerodrom CrossFit', 'Jane Sandanski 104, Skopje', 41.988, 21.462],
      ['Vodno Outdoor Training', 'Sredno Vodno, Skopje', 41.974, 21.409],
      ['Debar Maalo Pilates Studio', 'Orce Nikolov 60, Skopje', 42.0, 21.42],
      ['Kisela Voda Power Gym', 'Prvomajska 15, Skopje', 41.979, 21.44],
      ['Čair Boxing Klub', 'Bitpazarska 25, Skopje', 42.003, 21.44],
      ['Boris Trajkovski Sport Centar', 'Bulevar 8 Septemvri 2, Skopje', 42.0065, 21.405],
    ],
  },
  {
    city: 'Berlin',
    countryCode: 'DE',
    gyms: [
      ['Urban Gym Mitte', 'Torstraße 140, Berlin', 52.529, 13.399],
      ['Kreuzberg Strength Lab', 'Oranienstraße 25, Berlin', 52.501, 13.42],
      ['Prenzlauer Berg Fitness', 'Schönhauser Allee 80, Berlin', 52.547, 13.413],
      ['Friedrichshain Boxing Club', 'Warschauer Straße 60, Berlin', 52.508, 13.448],
      ['Neukölln CrossFit', 'Karl-Marx-Straße 100, Berlin', 52.481, 13.435],
      ['Charlottenburg Athletic Club', 'Kantstraße 50, Berlin', 52.506, 13.308],
      ['Tempelhofer Feld Outdoor Training', 'Columbiadamm 10, Berlin', 52.484, 13.399],
      ['Schöneberg Yoga Loft', 'Akazienstraße 12, Berlin', 52.488, 13.353],
      ['Moabit Power Gym', 'Turmstraße 35, Berlin', 52.526, 13.342],
      ['Wedding Sportstudio', 'Müllerstraße 120, Berlin', 52.547, 13.359],
    ],
  },
  {
    city: 'Munich',
    countryCode: 'DE',
    gyms: [
      ['Schwabing Fitness Studio', 'Leopoldstraße 60, München', 48.163, 11.586],
      ['Maxvorstadt Strength Club', 'Augustenstraße 40, München', 48.147, 11.563],
      ['Glockenbach Boxing Gym', 'Müllerstraße 30, München', 48.131, 11.57],
      ['Haidhausen CrossFit', 'Rosenheimer Straße 90, München', 48.126, 11.599],
      ['Olympiapark Athletics Centre', 'Spiridon-Louis-Ring 21, München', 48.174, 11.548],
      ['Sendling Power Gym', 'Plinganserstraße 40, München', 48.117, 11.542],
      ['Isar Yoga Studio', 'Fraunhoferstraße 12, München', 48.132, 11.574],
      ['Neuhausen Sportstudio', 'Nymphenburger Straße 120, München', 48.15, 11.537],
    ],
  },
  {
    city: 'Hamburg',
    countryCode: 'DE',
    gyms: [
      ['Altona Fitness Loft', 'Große Bergstraße 180, Hamburg', 53.5505, 9.9355],
      ['St. Pauli Boxing Gym', 'Hein-Hoyer-Straße 40, Hamburg', 53.552, 9.963],
      ['Eimsbüttel Strength Club', 'Osterstraße 90, Hamburg', 53.5745, 9.9555],
      ['Winterhude CrossFit', 'Mühlenkamp 30, Hamburg', 53.5835, 10.0125],
      ['Barmbek Sportstudio', 'Fuhlsbüttler Straße 110, Hamburg', 53.5875, 10.0435],
      ['Ottensen Dance & Fitness', 'Bahrenfelder Straße 120, Hamburg', 53.5535, 9.925],
      ['Stadtpark Outdoor Training', 'Südring 1, Hamburg', 53.5965, 10.0225],
      ['HafenCity Yoga Studio', 'Überseeboulevard 10, Hamburg', 53.5415, 9.9975],
    ],
  },
  {
    city: 'Vienna',
    countryCode: 'AT',
    gyms: [
      ['Leopoldstadt Fitness', 'Praterstraße 40, Wien', 48.215, 16.385],
      ['Mariahilf Strength Club', 'Mariahilfer Straße 80, Wien', 48.198, 16.348],
      ['Neubau Boxing Gym', 'Neubaugasse 30, Wien', 48.2, 16.349],
      ['Favoriten CrossFit', 'Favoritenstraße 120, Wien', 48.18, 16.377],
      ['Alsergrund Yoga Studio', 'Währinger Straße 25, Wien', 48.219, 16.356],
      ['Donauinsel Outdoor Training', 'Donauinsel bei der Reichsbrücke, Wien', 48.227, 16.413],
      ['Landstraße Power Gym', 'Landstraßer Hauptstraße 60, Wien', 48.201, 16.391],
      ['Ottakring Sportstudio', 'Thaliastraße 50, Wien', 48.21, 16.328],
      ['Wieden Pilates Loft', 'Wiedner Hauptstraße 30, Wien', 48.193, 16.368],
    ],
  },
  {
    city: 'Zürich',
    countryCode: 'CH',
    gyms: [
      ['Kreis 4 Strength Club', 'Langstrasse 120, Zürich', 47.3795, 8.5275],
      ['Oerlikon Fitness Center', 'Schaffhauserstrasse 350, Zürich', 47.4105, 8.5445],
      ['Seefeld Pilates Studio', 'Seefeldstrasse 60, Zürich', 47.359, 8.5535],
      ['Zürich West CrossFit', 'Hardturmstrasse 130, Zürich', 47.3925, 8.5145],
      ['Wiedikon Boxing Gym', 'Birmensdorferstrasse 150, Zürich', 47.369, 8.516],
      ['Sihlhölzli Athletics Track', 'Manessestrasse 1, Zürich', 47.3685, 8.5305],
      ['Enge Sportstudio', 'Bederstrasse 40, Zürich', 47.3605, 8.5305],
      ['Zürichberg Outdoor Training', 'Allmend Fluntern, Zürich', 47.3795, 8.5725],
    ],
  },
];

/**
 * Adds the demo gym directory (once: gyms already there by name are kept) and answers every demo
 * gym's id by its name, for the seeded trainers' gyms (trainer_gyms.value holds the id).
 */
export async function seedGymDirectory(db: DB): Promise<Map<string, string>> {
  const rows = demoGymDirectory.flatMap(({ city, countryCode, gyms }) =>
    gyms.map(([name, address, lat, lon]) => ({
      name,
      search_name: foldForSearch(name),
      address,
      city,
      country_code: countryCode,
      lat,
      lon,
    })),
  );
  return inTransaction(db, async (trx) => {
    const names = rows.map((row) => row.name);
    const existing = await trx
      .selectFrom('gyms')
      .select(['id', 'name'])
      .where('name', 'in', names)
      .where('created_by', 'is', null)
      .execute();
    const ids = new Map(existing.map((row) => [row.name, row.id]));
    const missing = rows.filter((row) => !ids.has(row.name));
    if (missing.length > 0) {
      const added = await trx.insertInto('gyms').values(missing).returning(['id', 'name']).execute();
      for (const row of added) ids.set(row.name, row.id);
    }
    return ids;
  });
}
