import { describe, expect, it } from 'vitest';
import {
  categoriesFound,
  isTrainingCategory,
  serviceFilterCategories,
  servicesToShow,
} from './service-categories';

const services = [
  { name: 'CCNA course', category: 'Training' },
  { name: 'Cabling', category: 'Network Solutions' },
  { name: 'Old course', category: 'trainings' },
  { name: 'CCTV', category: 'Security Systems' },
  { name: 'Wi-Fi', category: 'Network Solutions' },
];

describe('isTrainingCategory', () => {
  it.each(['Training', 'training', 'Trainings', ' TRAININGS '])(
    'treats %j as a training category',
    (name) => {
      expect(isTrainingCategory(name)).toBe(true);
    },
  );
  it.each(['Network Solutions', 'Training Centre', 'Retraining'])('does not treat %j as one', (name) => {
    expect(isTrainingCategory(name)).toBe(false);
  });
});

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
  it('hides training categories when nothing is selected', () => {
    expect(serviceFilterCategories(services, null)).toEqual(['Network Solutions', 'Security Systems']);
  });
  it('shows a training category while it is selected', () => {
    expect(serviceFilterCategories(services, 'Training')).toEqual([
      'Network Solutions',
      'Security Systems',
      'Training',
    ]);
  });
});

describe('servicesToShow', () => {
  it('leaves trainings out of "All"', () => {
    expect(servicesToShow(services, null).map((service) => service.name)).toEqual([
      'Cabling',
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
