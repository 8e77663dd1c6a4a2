/**
 * Countries taking part, with IOC-style codes and name pools for generated (fictional) athletes.
 * `familyFirst` countries write the family name first. `last` may be split by gender where the language
 * inflects surnames.
 */
const c = (code, name, m, f, last, extra = {}) => ({ code, name, first: { m, f }, last, ...extra });

export const COUNTRIES = [
  c('ARG', 'Argentina', ['Mateo', 'Santiago', 'Joaquín', 'Tomás', 'Facundo', 'Lucas'], ['Valentina', 'Camila', 'Sofía', 'Martina', 'Lucía', 'Agustina'], ['González', 'Fernández', 'Romero', 'Sosa', 'Acosta', 'Benítez', 'Medina', 'Herrera']),
  c('AUT', 'Austria', ['Lukas', 'Florian', 'Jakob', 'Maximilian', 'Tobias', 'Stefan'], ['Anna', 'Lena', 'Katharina', 'Sophie', 'Julia', 'Magdalena'], ['Gruber', 'Huber', 'Wimmer', 'Moser', 'Leitner', 'Pichler', 'Steiner', 'Eder']),
  c('BEL', 'Belgium', ['Arthur', 'Louis', 'Jules', 'Wout', 'Lars', 'Thibaut'], ['Marie', 'Elise', 'Lotte', 'Camille', 'Noor', 'Fien'], ['Peeters', 'Janssens', 'Maes', 'Claes', 'Wouters', 'Dubois', 'Lambert', 'Willems']),
  c('BRA', 'Brazil', ['Gabriel', 'Rafael', 'Thiago', 'Leonardo', 'Gustavo', 'Felipe'], ['Beatriz', 'Larissa', 'Mariana', 'Juliana', 'Gabriela', 'Fernanda'], ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Carvalho', 'Almeida', 'Ribeiro']),
  c('CAN', 'Canada', ['Liam', 'Ethan', 'Noah', 'Owen', 'Connor', 'Mathieu'], ['Olivia', 'Emma', 'Chloé', 'Maya', 'Avery', 'Léa'], ['Tremblay', 'MacDonald', 'Gagnon', 'Campbell', 'Roy', 'Fraser', 'Côté', 'Bouchard']),
  c('CHI', 'Chile', ['Benjamín', 'Vicente', 'Matías', 'Cristóbal', 'Ignacio', 'Diego'], ['Catalina', 'Isidora', 'Florencia', 'Josefa', 'Antonia', 'Constanza'], ['Muñoz', 'Rojas', 'Soto', 'Contreras', 'Silva', 'Morales', 'Araya', 'Espinoza']),
  c('CHN', 'China', ['Hao', 'Jun', 'Yifan', 'Zihan', 'Ming', 'Tao'], ['Xinyi', 'Yuting', 'Mei', 'Jiayi', 'Lin', 'Xiaoyu'], ['Wang', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou'], { familyFirst: true }),
  c('COL', 'Colombia', ['Juan Pablo', 'Andrés', 'Camilo', 'Sebastián', 'Alejandro', 'Daniel'], ['Daniela', 'Valeria', 'Laura', 'Natalia', 'Paula', 'Juliana'], ['Rodríguez', 'Martínez', 'Gómez', 'López', 'Castro', 'Vargas', 'Ramírez', 'Ortiz']),
  c('CZE', 'Czechia', ['Jakub', 'Jan', 'Tomáš', 'Ondřej', 'Vojtěch', 'Matěj'], ['Tereza', 'Eliška', 'Kateřina', 'Barbora', 'Adéla', 'Veronika'], { m: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera'], f: ['Nováková', 'Svobodová', 'Dvořáková', 'Černá', 'Procházková', 'Kučerová'] }),
  c('DEN', 'Denmark', ['Mads', 'Rasmus', 'Frederik', 'Magnus', 'Emil', 'Oliver'], ['Freja', 'Ida', 'Mathilde', 'Sofie', 'Clara', 'Laura'], ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen']),
  c('EST', 'Estonia', ['Rasmus', 'Karl', 'Markus', 'Kristjan', 'Martin', 'Oskar'], ['Liis', 'Kertu', 'Maarja', 'Triin', 'Hanna', 'Kadri'], ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves']),
  c('FIN', 'Finland', ['Eetu', 'Juho', 'Aleksi', 'Ville', 'Onni', 'Lauri'], ['Aino', 'Venla', 'Emilia', 'Siiri', 'Helmi', 'Iida'], ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen']),
  c('FRA', 'France', ['Hugo', 'Théo', 'Antoine', 'Maxime', 'Nathan', 'Clément'], ['Léa', 'Manon', 'Chloé', 'Inès', 'Camille', 'Juliette'], ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Girard', 'Rousseau', 'Fontaine']),
  c('GER', 'Germany', ['Jonas', 'Felix', 'Leon', 'Paul', 'Niklas', 'Moritz'], ['Lea', 'Hannah', 'Lina', 'Johanna', 'Mia', 'Clara'], ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner']),
  c('GBR', 'Great Britain', ['Oliver', 'Harry', 'George', 'Jack', 'Alfie', 'Callum'], ['Amelia', 'Isla', 'Grace', 'Freya', 'Evie', 'Ellie'], ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker', 'Hughes']),
  c('GRE', 'Greece', ['Giorgos', 'Dimitris', 'Nikos', 'Konstantinos', 'Yannis', 'Alexandros'], ['Maria', 'Eleni', 'Katerina', 'Sofia', 'Ioanna', 'Despina'], { m: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Vlachos', 'Karagiannis', 'Dimitriou'], f: ['Papadopoulou', 'Georgiou', 'Nikolaidou', 'Vlachou', 'Karagianni', 'Dimitriou'] }),
  c('HUN', 'Hungary', ['Bence', 'Máté', 'Levente', 'Dávid', 'Ádám', 'Balázs'], ['Hanna', 'Anna', 'Zsófia', 'Réka', 'Luca', 'Dóra'], ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár'], { familyFirst: true }),
  c('IND', 'India', ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Karan', 'Rahul'], ['Priya', 'Ananya', 'Kavya', 'Diya', 'Isha', 'Meera'], ['Sharma', 'Patel', 'Singh', 'Reddy', 'Iyer', 'Nair', 'Gupta', 'Das']),
  c('IRL', 'Ireland', ['Conor', 'Seán', 'Cian', 'Oisín', 'Darragh', 'Ronan'], ['Aoife', 'Niamh', 'Saoirse', 'Ciara', 'Róisín', 'Clodagh'], ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', "O'Brien", 'Byrne', 'Ryan', 'Doyle']),
  c('ITA', 'Italy', ['Lorenzo', 'Matteo', 'Alessandro', 'Riccardo', 'Davide', 'Federico'], ['Giulia', 'Chiara', 'Francesca', 'Alessia', 'Martina', 'Elena'], ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci']),
  c('JPN', 'Japan', ['Haruto', 'Sota', 'Yuto', 'Ren', 'Kaito', 'Takumi'], ['Yui', 'Hina', 'Sakura', 'Aoi', 'Mio', 'Riko'], ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Nakamura', 'Kobayashi'], { familyFirst: true }),
  c('LTU', 'Lithuania', ['Lukas', 'Matas', 'Mantas', 'Dovydas', 'Tomas', 'Jonas'], ['Gabija', 'Austėja', 'Ieva', 'Emilija', 'Rūta', 'Urtė'], { m: ['Kazlauskas', 'Jankauskas', 'Petrauskas', 'Stankevičius', 'Vasiliauskas', 'Žukauskas'], f: ['Kazlauskaitė', 'Jankauskaitė', 'Petrauskaitė', 'Stankevičiūtė', 'Vasiliauskaitė', 'Žukauskaitė'] }),
  c('MEX', 'Mexico', ['Emiliano', 'Diego', 'Santiago', 'Rodrigo', 'Iker', 'Leonardo'], ['Ximena', 'Regina', 'Renata', 'Fernanda', 'Andrea', 'Valeria'], ['Hernández', 'García', 'Martínez', 'López', 'Flores', 'Cruz', 'Reyes', 'Morales']),
  c('NED', 'Netherlands', ['Daan', 'Sem', 'Bram', 'Lars', 'Thijs', 'Jesse'], ['Emma', 'Fleur', 'Sanne', 'Lotte', 'Anouk', 'Femke'], ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Mulder']),
  c('NGR', 'Nigeria', ['Chinedu', 'Emeka', 'Tunde', 'Ifeanyi', 'Segun', 'Ibrahim'], ['Ngozi', 'Adaeze', 'Funmilayo', 'Chiamaka', 'Aisha', 'Temitope'], ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Bello', 'Nwosu', 'Adebayo']),
  c('NOR', 'Norway', ['Henrik', 'Sander', 'Magnus', 'Sindre', 'Eirik', 'Jakob'], ['Ingrid', 'Nora', 'Thea', 'Sigrid', 'Ida', 'Maren'], ['Hansen', 'Johansen', 'Olsen', 'Berg', 'Haugen', 'Bakken', 'Lund', 'Solberg']),
  c('POL', 'Poland', ['Jakub', 'Kacper', 'Mateusz', 'Bartosz', 'Piotr', 'Wojciech'], ['Zuzanna', 'Julia', 'Natalia', 'Aleksandra', 'Maja', 'Karolina'], { m: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Zieliński'], f: ['Kowalska', 'Nowak', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Zielińska'] }),
  c('ESP', 'Spain', ['Pablo', 'Álvaro', 'Javier', 'Sergio', 'Marcos', 'Adrián'], ['Lucía', 'Paula', 'Carmen', 'Irene', 'Alba', 'Nerea'], ['García', 'Fernández', 'Sánchez', 'Pérez', 'Navarro', 'Ruiz', 'Moreno', 'Jiménez']),
  c('SWE', 'Sweden', ['Erik', 'Axel', 'Viktor', 'Oscar', 'Linus', 'Anton'], ['Elsa', 'Maja', 'Wilma', 'Ebba', 'Alva', 'Saga'], ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Lindqvist', 'Berglund']),
  c('SUI', 'Switzerland', ['Luca', 'Noah', 'Fabian', 'Nico', 'Gian', 'Yannick'], ['Mia', 'Alina', 'Nina', 'Lara', 'Seraina', 'Chiara'], ['Meier', 'Keller', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Gerber', 'Favre']),
  c('THA', 'Thailand', ['Somchai', 'Anan', 'Kittisak', 'Nattapong', 'Thanawat', 'Pongsakorn'], ['Siriporn', 'Kanokwan', 'Pimchanok', 'Naruemon', 'Supaporn', 'Ratchanok'], ['Srisuk', 'Chaiyaporn', 'Wongsawat', 'Boonmee', 'Saetang', 'Rattanakorn', 'Phromma', 'Kaewkla']),
  c('UKR', 'Ukraine', ['Oleksandr', 'Andriy', 'Dmytro', 'Maksym', 'Bohdan', 'Taras'], ['Olena', 'Iryna', 'Yuliia', 'Sofiia', 'Kateryna', 'Anastasiia'], ['Shevchenko', 'Bondarenko', 'Kovalenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Oliinyk', 'Boiko']),
  c('USA', 'United States', ['James', 'Tyler', 'Marcus', 'Caleb', 'Jordan', 'Ethan'], ['Madison', 'Taylor', 'Jasmine', 'Brooke', 'Kayla', 'Morgan'], ['Johnson', 'Williams', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Robinson', 'Carter']),
];

/** A fictional athlete name for `country`, `gender` 'm' or 'f'. */
export function personName(random, country, gender) {
  const first = random.pick(country.first[gender]);
  const lastPool = Array.isArray(country.last) ? country.last : country.last[gender];
  const last = random.pick(lastPool);
  return country.familyFirst ? `${last} ${first}` : `${first} ${last}`;
}
