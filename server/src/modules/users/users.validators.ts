import { body } from 'express-validator';
import { withoutNul } from '../../lib/text-rules';
import { passwordProblem } from '../../lib/passwords';

export const emailRule = () =>
  body('email')
    .isString()
    .withMessage('Please include a valid email')
    .bail()
    .trim()
    .toLowerCase()
    .isLength({ max: 254 })
    .withMessage('Please include a valid email')
    .bail()
    .isEmail()
    .withMessage('Please include a valid email');

export const registerRules = [
  body('name')
    .isString()
    .withMessage('Name is required')
    .bail()
    .customSanitizer(withoutNul)
    .trim()
    .isLength({ min: 5, max: 50 })
    .withMessage('Name must be 5 to 50 characters'),
  emailRule(),
  body('password')
    .isString()
    .withMessage('Password must be 8 to 72 characters (at most 72 bytes)')
    .bail()
    .custom((value: string) => {
      const problem = passwordProblem(value);
      if (problem) throw new Error(problem);
      return true;
    }),
  body('ageVerify')
    .custom((value) => value === true || value === 'true')
    .withMessage('You must be at least 13 years old to use Three Act'),
  body('tosAgree')
    .custom((value) => value === true || value === 'true')
    .withMessage('Please agree to the Privacy Policy and Terms of Service'),
];
