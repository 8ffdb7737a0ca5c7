export * from './PhotoPicker.tsx';
