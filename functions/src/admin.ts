import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The Admin SDK app, created once per instance (it picks up FIREBASE_CONFIG from the platform). */
export const adminApp = () => getApps()[0] ?? initializeApp();

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
export const defaultBucket = () => getStorage(adminApp()).bucket();
