import { describe, expect, it } from 'vitest';
import { categoriesFound, serviceFilterCategories, servicesToShow } from './service-categories';

const services = [
  { name: 'CCNA course', category: 'Training' },
  { name: 'Cabling', category: 'Network Solutions' },
  { name: 'Old course', category: 'trainings' },
  { name: 'CCTV', category: 'Security Systems' },
  { name: 'Wi-Fi', category: 'Network Solutions' },
];

describe('categoriesFound', () => {
  it('lists each category once, in the documented order, unknown ones last', () => {
    expect(categoriesFound(services)).toEqual([
      'Network Solutions',
      'Security Systems',
      'Training',
      'trainings',
    ]);
  });
});

describe('serviceFilterCategories', () => {
  // Only "Training" is the trainings' category (isTraining in the domain); "trainings" is any other.
  it('hides the Training category when nothing is selected', () => {
    expect(serviceFilterCategories(services, null)).toEqual([
      'Network Solutions',
      'Security Systems',
      'trainings',
    ]);
  });
  it('shows a training category while it is selected', () => {
    expect(serviceFilterCategories(services, 'Training')).toEqual([
      'Network Solutions',
      'Security Systems',
      'Training',
      'trainings',
    ]);
  });
});

describe('servicesToShow', () => {
  it('leaves trainings out of "All"', () => {
    expect(servicesToShow(services, null).map((service) => service.name)).toEqual([
      'Cabling',
      'Old course',
      'CCTV',
      'Wi-Fi',
    ]);
  });
  it('shows only the selected category, trainings included', () => {
    expect(servicesToShow(services, 'Network Solutions').map((service) => service.name)).toEqual([
      'Cabling',
      'Wi-Fi',
    ]);
    expect(servicesToShow(services, 'Training').map((service) => service.name)).toEqual(['CCNA course']);
  });
});
