import { createContext, useContext } from 'react';
import type { ProfileStores } from './profile-stores';

const ProfileStoresContext = createContext<ProfileStores | null>(null);

export const ProfileStoresProvider = ProfileStoresContext.Provider;

export function useProfileStores(): ProfileStores {
  const stores = useContext(ProfileStoresContext);
  if (!stores) throw new Error('useProfileStores outside ProfileStoresProvider');
  return stores;
}
