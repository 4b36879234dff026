import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { firebaseApp, target } from './app';

/**
 * Cloud Storage of the project's default bucket (docs/data-model.md, "Images"),
 * connected to the Storage emulator when the panel runs on the emulators. Import this
 * module only lazily (`import('@/lib/firebase/storage')`, see src/lib/storage/): the
 * Storage SDK stays out of the login page and of screens without images.
 */
export const storage = getStorage(firebaseApp);

if (target.emulatorHost) connectStorageEmulator(storage, target.emulatorHost, target.storageEmulatorPort);
