import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getOne } from '@/lib/data/api';
import { cityEntity, type City } from './entity';
import { localName } from './format';

/**
 * The name of a city in the locale, linking to its page (shown on an area's page).
 * @param id the city's document id
 * @returns the link; empty while loading, the id when the city cannot be read
 */
export function CityName({ id }: { readonly id: string }) {
  const { i18n } = useTranslation();
  const [city, setCity] = useState<City | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    getOne(cityEntity, id).then(
      (row) => live && setCity(row),
      () => live && setCity('failed'),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (city === null) return null;
  return <Link to={`/Cities/${id}`}>{city === 'failed' ? id : localName(city, i18n.language)}</Link>;
}
