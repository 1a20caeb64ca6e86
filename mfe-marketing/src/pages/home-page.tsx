import type { MarketingPageProps } from '@jetkiz/contracts';
import { Advantages, HomeAction, HomeMain, HomeUsers, HowItWorks, StillQuestions } from '../home';
import { HomeAnswers } from './home-answers';
import { MarketingPageHead } from './marketing-page-head';

export default function HomePage({ host }: MarketingPageProps) {
  return (
    <>
      <MarketingPageHead page="home" host={host} />
      <HomeMain host={host} />
      <HowItWorks host={host} />
      <Advantages />
      <HomeUsers />
      <HomeAnswers host={host} />
      <StillQuestions host={host} />
      <HomeAction host={host} />
    </>
  );
}
