import { OPENMOJI_CREDIT } from '@glossa/contract';
import './static.css';

/** The data sources Glossa builds on, with their licences; and how to reach us. */
const SOURCES = [
  {
    name: 'mecab-ko-dic',
    use: 'Korean morphological analysis',
    licence: 'Apache License 2.0',
  },
  {
    name: 'Korean Learners’ Dictionary (National Institute of Korean Language)',
    use: 'Korean senses, translations and examples, when installed',
    licence: 'CC BY-SA 2.0 KR',
  },
  {
    name: 'WordNet 3.1 (Princeton University)',
    use: 'English definitions and examples',
    licence: 'WordNet License',
  },
  { name: 'wink-nlp and wink-eng-lite-web-model', use: 'English lemmas and parts of speech', licence: 'MIT' },
  {
    name: 'Hunspell French dictionary (Grammalecte)',
    use: 'French lemmas and parts of speech',
    licence: 'MPL-2.0',
  },
  {
    name: 'FreeDict',
    use: 'English, French, Spanish and Japanese glosses, when installed',
    licence: 'GPL / CC',
  },
  {
    name: 'OpenMoji',
    use: 'Pictures of the Daily word',
    licence: 'CC BY-SA 4.0',
  },
  {
    name: 'Glossa starter dictionaries',
    use: 'Everyday words in all languages, offline',
    licence: 'CC BY-SA 4.0',
  },
  {
    name: 'Glossa core dictionary',
    use: 'Words, definitions and examples in every dictionary language, offline. Some Korean definitions may still follow the wording of the National Institute of Korean Language’s dictionaries (Standard Korean Language Dictionary, Korean Basic Dictionary)',
    licence: 'CC BY-SA 4.0; NIKL’s dictionaries: CC BY-SA 2.0 KR',
  },
];

export default function SupportPage() {
  return (
    <section className="page narrow prose">
      <h1>Support</h1>
      <p>
        Questions, bugs or ideas? Write to <a href="mailto:support@glossa.app">support@glossa.app</a>. We read
        every message.
      </p>
      <h2>Data sources and licences</h2>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Used for</th>
              <th scope="col">Licence</th>
            </tr>
          </thead>
          <tbody>
            {SOURCES.map((source) => (
              <tr key={source.name}>
                <td>{source.name}</td>
                <td>{source.use}</td>
                <td>{source.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Pictures</h2>
      <p className="openmoji-credit">
        The Daily word&rsquo;s pictures are from{' '}
        <a href={OPENMOJI_CREDIT.url} rel="noopener noreferrer" target="_blank">
          {OPENMOJI_CREDIT.name}
        </a>
        . {OPENMOJI_CREDIT.text.replace(/\s*License:.*$/, '')}, licensed under{' '}
        <a href={OPENMOJI_CREDIT.licenceUrl} rel="noopener noreferrer license" target="_blank">
          {OPENMOJI_CREDIT.licence}
        </a>
        .
      </p>
    </section>
  );
}
