export { Advantages } from './advantages';
export { HomeAction } from './home-action';
export { HomeMain } from './home-main';
export { HomeUsers } from './home-users';
export { HowItWorks } from './how-it-works';
export { StillQuestions } from './still-questions';
