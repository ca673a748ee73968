/**
 * The offline gazetteer's places, compiled by the team from public-domain geographic facts (names,
 * which state or country a city is in, rounded populations) and released as CC0: see
 * docs/adr/0040-places-gazetteer.md. Populations are rounded estimates in thousands and only rank
 * suggestions (importance), never shown.
 *
 * Compact rows keep the module small: "Name|population in thousands|alternative names (comma separated)".
 */

/** Indian states and union territories: code -> "Name|population (thousands)|alternatives". */
export const INDIAN_REGIONS: Readonly<Record<string, string>> = {
  AP: "Andhra Pradesh|53000|",
  AR: "Arunachal Pradesh|1600|",
  AS: "Assam|35000|",
  BR: "Bihar|127000|",
  CG: "Chhattisgarh|30000|Chattisgarh",
  GA: "Goa|1600|",
  GJ: "Gujarat|71000|",
  HR: "Haryana|30000|",
  HP: "Himachal Pradesh|7500|",
  JH: "Jharkhand|39000|",
  KA: "Karnataka|67000|",
  KL: "Kerala|35000|",
  MP: "Madhya Pradesh|86000|",
  MH: "Maharashtra|126000|",
  MN: "Manipur|3200|",
  ML: "Meghalaya|3300|",
  MZ: "Mizoram|1200|",
  NL: "Nagaland|2200|",
  OD: "Odisha|46000|Orissa",
  PB: "Punjab|31000|",
  RJ: "Rajasthan|81000|",
  SK: "Sikkim|690|",
  TN: "Tamil Nadu|77000|",
  TS: "Telangana|38000|",
  TR: "Tripura|4100|",
  UP: "Uttar Pradesh|235000|",
  UK: "Uttarakhand|11500|Uttaranchal",
  WB: "West Bengal|99000|Bengal",
  AN: "Andaman and Nicobar Islands|400|Andaman Islands,Andamans",
  CH: "Chandigarh|1200|",
  DN: "Dadra and Nagar Haveli and Daman and Diu|600|Daman,Diu",
  DL: "Delhi|21000|NCT of Delhi",
  JK: "Jammu and Kashmir|13600|Kashmir",
  LA: "Ladakh|300|",
  LD: "Lakshadweep|70|",
  PY: "Puducherry|1400|Pondicherry"
}

/** Indian cities and towns by state code: "Name|population (thousands)|alternatives". */
export const INDIAN_CITIES: Readonly<Record<string, ReadonlyArray<string>>> = {
  AP: [
    "Visakhapatnam|2100|Vizag", "Vijayawada|1500|", "Guntur|750|", "Nellore|600|", "Kurnool|480|", "Tirupati|460|Tirumala",
    "Kakinada|440|", "Rajahmundry|480|Rajamahendravaram", "Anantapur|340|Anantapuramu", "Kadapa|350|", "Eluru|250|",
    "Ongole|250|", "Srikakulam|150|", "Araku Valley|10|Araku", "Puttaparthi|20|", "Srisailam|25|"
  ],
  AR: ["Itanagar|60|", "Tawang|12|", "Ziro|13|", "Pasighat|25|", "Bomdila|8|"],
  AS: ["Guwahati|1100|Gauhati", "Dibrugarh|160|", "Silchar|230|", "Jorhat|130|", "Tezpur|100|", "Kaziranga|5|", "Majuli|170|", "Sivasagar|55|"],
  BR: ["Patna|2100|", "Gaya|470|", "Bodh Gaya|40|Bodhgaya", "Bhagalpur|410|", "Muzaffarpur|390|", "Darbhanga|300|", "Rajgir|42|", "Nalanda|20|", "Purnia|310|"],
  CG: ["Raipur|1100|", "Bhilai|1000|", "Bilaspur|450|", "Jagdalpur|130|", "Korba|370|"],
  GA: ["Panaji|115|Panjim", "Margao|90|Madgaon", "Vasco da Gama|100|Vasco", "Mapusa|40|", "Calangute|16|", "Anjuna|10|", "Palolem|8|", "Old Goa|6|"],
  GJ: [
    "Ahmedabad|8400|Amdavad", "Surat|7500|", "Vadodara|2200|Baroda", "Rajkot|1800|", "Bhavnagar|650|", "Jamnagar|700|", "Gandhinagar|300|",
    "Junagadh|350|", "Dwarka|40|", "Somnath|15|Veraval", "Bhuj|190|Kutch", "Anand|220|", "Porbandar|160|", "Palanpur|140|", "Sasan Gir|5|Gir"
  ],
  HR: ["Gurugram|1200|Gurgaon", "Faridabad|1500|", "Panipat|450|", "Ambala|210|", "Karnal|300|", "Hisar|300|", "Rohtak|380|", "Kurukshetra|160|", "Panchkula|210|", "Sonipat|290|"],
  HP: ["Shimla|170|Simla", "Manali|8|", "Dharamshala|30|Dharamsala,McLeod Ganj", "Kullu|18|", "Dalhousie|7|", "Kasauli|4|", "Mandi|26|", "Spiti|12|Kaza", "Kasol|2|", "Bir|3|Bir Billing", "Chamba|20|"],
  JH: ["Ranchi|1500|", "Jamshedpur|1400|Tatanagar", "Dhanbad|1200|", "Bokaro|600|Bokaro Steel City", "Deoghar|200|", "Hazaribagh|160|"],
  KA: [
    "Bengaluru|13000|Bangalore", "Mysuru|1000|Mysore", "Mangaluru|650|Mangalore", "Hubballi|1000|Hubli,Dharwad", "Belagavi|610|Belgaum",
    "Kalaburagi|550|Gulbarga", "Davanagere|450|", "Ballari|420|Bellary", "Shivamogga|330|Shimoga", "Udupi|170|", "Hampi|3|Hospet",
    "Coorg|550|Kodagu,Madikeri", "Chikmagalur|120|Chikkamagaluru", "Gokarna|25|", "Badami|30|", "Bijapur|330|Vijayapura", "Tumakuru|310|Tumkur",
    "Hassan|160|", "Murudeshwar|10|", "Kabini|2|"
  ],
  KL: [
    "Thiruvananthapuram|1000|Trivandrum", "Kochi|2200|Cochin,Ernakulam", "Kozhikode|2100|Calicut", "Thrissur|1900|Trichur", "Kollam|1100|Quilon",
    "Kannur|1600|Cannanore", "Alappuzha|240|Alleppey", "Munnar|35|", "Kumarakom|25|", "Varkala|45|", "Kovalam|30|", "Wayanad|850|",
    "Thekkady|15|Periyar,Kumily", "Palakkad|130|Palghat", "Kottayam|140|", "Kasaragod|60|", "Guruvayur|70|", "Vagamon|5|"
  ],
  MP: [
    "Indore|3200|", "Bhopal|2400|", "Jabalpur|1300|", "Gwalior|1100|", "Ujjain|550|", "Sagar|370|", "Satna|280|", "Rewa|240|",
    "Khajuraho|25|", "Orchha|12|", "Pachmarhi|12|", "Mandu|10|Mandav", "Omkareshwar|10|", "Sanchi|7|", "Maheshwar|25|", "Kanha|3|", "Bandhavgarh|3|"
  ],
  MH: [
    "Mumbai|20700|Bombay", "Pune|7200|Poona", "Nagpur|2900|", "Nashik|2100|Nasik", "Thane|2400|", "Aurangabad|1400|Chhatrapati Sambhajinagar",
    "Solapur|1000|Sholapur", "Navi Mumbai|1500|", "Kolhapur|600|", "Amravati|650|", "Nanded|550|", "Sangli|510|", "Jalgaon|460|", "Akola|430|",
    "Latur|380|", "Ahmednagar|350|Ahilyanagar", "Mahabaleshwar|15|", "Lonavala|60|Khandala", "Alibaug|25|Alibag", "Shirdi|40|", "Matheran|5|",
    "Ratnagiri|80|", "Panchgani|14|", "Ajanta|3|", "Ellora|3|", "Tarkarli|3|Malvan", "Igatpuri|35|"
  ],
  MN: ["Imphal|420|", "Loktak|5|Moirang"],
  ML: ["Shillong|360|", "Cherrapunji|15|Sohra", "Mawlynnong|1|", "Dawki|6|", "Tura|75|"],
  MZ: ["Aizawl|300|", "Lunglei|60|"],
  NL: ["Kohima|100|", "Dimapur|380|", "Mokokchung|40|"],
  OD: ["Bhubaneswar|1100|", "Cuttack|700|", "Puri|210|Jagannath Puri", "Rourkela|550|", "Sambalpur|270|", "Berhampur|360|Brahmapur", "Konark|17|Konarak", "Chilika|10|Chilka", "Gopalpur|7|"],
  PB: ["Ludhiana|1800|", "Amritsar|1300|", "Jalandhar|960|Jullundur", "Patiala|450|", "Bathinda|300|Bhatinda", "Mohali|200|Sahibzada Ajit Singh Nagar", "Pathankot|160|", "Anandpur Sahib|20|"],
  RJ: [
    "Jaipur|4100|Pink City", "Jodhpur|1500|", "Udaipur|600|", "Kota|1200|", "Bikaner|700|", "Ajmer|600|", "Jaisalmer|90|", "Pushkar|25|",
    "Mount Abu|25|Abu", "Alwar|340|", "Bharatpur|260|", "Sawai Madhopur|130|Ranthambore", "Chittorgarh|120|Chittor", "Bundi|110|",
    "Bhilwara|360|", "Sikar|240|", "Jhunjhunu|120|Shekhawati", "Kumbhalgarh|2|", "Neemrana|7|", "Mandawa|22|"
  ],
  SK: ["Gangtok|100|", "Pelling|6|", "Lachung|3|", "Namchi|12|", "Yuksom|2|", "Ravangla|4|"],
  TN: [
    "Chennai|11500|Madras", "Coimbatore|2900|Kovai", "Madurai|1700|", "Tiruchirappalli|1100|Trichy", "Salem|1000|", "Tiruppur|970|Tirupur",
    "Vellore|500|", "Erode|520|", "Tirunelveli|500|", "Thoothukudi|420|Tuticorin", "Thanjavur|290|Tanjore", "Ooty|90|Udhagamandalam,Ootacamund",
    "Kodaikanal|40|", "Kanyakumari|30|Cape Comorin", "Rameswaram|45|", "Mahabalipuram|20|Mamallapuram", "Kanchipuram|230|", "Yercaud|12|",
    "Coonoor|50|", "Tiruvannamalai|160|", "Chidambaram|70|", "Kumbakonam|150|"
  ],
  TS: ["Hyderabad|10500|", "Warangal|830|", "Nizamabad|320|", "Karimnagar|300|", "Khammam|260|", "Secunderabad|220|"],
  TR: ["Agartala|520|", "Udaipur Tripura|35|"],
  UP: [
    "Lucknow|3800|", "Kanpur|3100|Cawnpore", "Ghaziabad|2400|", "Agra|2000|", "Varanasi|1500|Benares,Banaras,Kashi", "Meerut|1500|",
    "Prayagraj|1400|Allahabad", "Noida|800|", "Greater Noida|200|", "Bareilly|1000|", "Aligarh|1000|", "Moradabad|900|", "Gorakhpur|800|",
    "Jhansi|550|", "Mathura|450|", "Vrindavan|70|Brindavan", "Ayodhya|90|Faizabad", "Saharanpur|700|", "Firozabad|600|", "Sarnath|10|",
    "Fatehpur Sikri|35|", "Chitrakoot|70|"
  ],
  UK: [
    "Dehradun|800|Dehra Dun", "Haridwar|300|Hardwar", "Rishikesh|110|", "Nainital|45|Naini Tal", "Mussoorie|35|", "Almora|40|",
    "Haldwani|250|", "Roorkee|130|", "Auli|1|", "Kedarnath|1|", "Badrinath|3|", "Jim Corbett|10|Corbett,Ramnagar", "Ranikhet|20|",
    "Chopta|1|", "Kausani|4|", "Lansdowne|8|", "Pithoragarh|60|"
  ],
  WB: [
    "Kolkata|15000|Calcutta", "Howrah|1100|", "Durgapur|580|", "Asansol|1300|", "Siliguri|1000|", "Darjeeling|120|", "Kalimpong|50|",
    "Digha|15|", "Shantiniketan|30|Santiniketan,Bolpur", "Sundarbans|5|Sunderbans", "Kharagpur|300|", "Haldia|200|", "Mirik|12|"
  ],
  AN: ["Port Blair|110|Sri Vijaya Puram", "Havelock Island|7|Swaraj Dweep", "Neil Island|3|Shaheed Dweep"],
  CH: [],
  DN: ["Silvassa|100|"],
  DL: ["New Delhi|300|", "Old Delhi|500|Shahjahanabad"],
  JK: ["Srinagar|1400|", "Jammu|750|", "Gulmarg|2|", "Pahalgam|7|", "Sonamarg|1|", "Katra|10|Vaishno Devi", "Patnitop|1|", "Anantnag|160|"],
  LA: ["Leh|32|", "Kargil|16|", "Nubra Valley|15|Nubra", "Pangong Tso|1|Pangong Lake", "Zanskar|14|"],
  LD: ["Kavaratti|11|", "Agatti|8|"],
  PY: ["Karaikal|90|", "Auroville|3|"]
}

/** The world's countries (and a few territories travellers ask for): "Name|population (thousands)|alternatives". */
export const COUNTRIES: ReadonlyArray<string> = [
  "India|1430000|Bharat,Hindustan", "China|1410000|People's Republic of China", "United States|335000|USA,US,America,United States of America",
  "Indonesia|278000|", "Pakistan|240000|", "Nigeria|224000|", "Brazil|216000|", "Bangladesh|173000|", "Russia|144000|Russian Federation",
  "Mexico|128000|", "Ethiopia|127000|", "Japan|124000|", "Philippines|117000|", "Egypt|113000|", "Vietnam|99000|Viet Nam",
  "Democratic Republic of the Congo|102000|DR Congo,Congo-Kinshasa", "Turkey|85000|Turkiye", "Iran|89000|", "Germany|84000|Deutschland",
  "Thailand|72000|Siam", "United Kingdom|68000|UK,Britain,Great Britain,England,Scotland,Wales", "France|68000|", "Italy|59000|Italia",
  "Tanzania|67000|", "South Africa|60000|", "Kenya|55000|", "Myanmar|54000|Burma", "South Korea|52000|Korea", "Colombia|52000|",
  "Spain|48000|Espana", "Uganda|48000|", "Argentina|46000|", "Algeria|45000|", "Sudan|48000|", "Ukraine|37000|", "Iraq|45000|",
  "Afghanistan|42000|", "Poland|37000|", "Canada|40000|", "Morocco|37000|", "Saudi Arabia|36000|", "Uzbekistan|36000|", "Peru|34000|",
  "Angola|36000|", "Malaysia|34000|", "Mozambique|33000|", "Ghana|34000|", "Yemen|34000|", "Nepal|31000|", "Venezuela|28000|",
  "Madagascar|30000|", "Cameroon|28000|", "Cote d'Ivoire|28000|Ivory Coast", "North Korea|26000|", "Australia|26500|", "Niger|27000|",
  "Taiwan|23000|", "Sri Lanka|22000|Ceylon", "Burkina Faso|23000|", "Mali|23000|", "Romania|19000|", "Malawi|21000|", "Chile|19600|",
  "Kazakhstan|20000|", "Zambia|20000|", "Guatemala|18000|", "Ecuador|18000|", "Syria|23000|", "Netherlands|17800|Holland",
  "Senegal|18000|", "Cambodia|17000|Kampuchea", "Chad|18000|", "Somalia|18000|", "Zimbabwe|16000|", "Guinea|14000|", "Rwanda|14000|",
  "Benin|13700|", "Burundi|13000|", "Tunisia|12500|", "Bolivia|12400|", "Belgium|11700|", "Haiti|11700|", "Cuba|11100|",
  "South Sudan|11000|", "Dominican Republic|11300|", "Czech Republic|10900|Czechia", "Greece|10400|Hellas", "Jordan|11300|",
  "Portugal|10400|", "Azerbaijan|10100|", "Sweden|10500|", "Honduras|10600|", "United Arab Emirates|9500|UAE,Emirates",
  "Hungary|9600|", "Tajikistan|10100|", "Belarus|9200|", "Austria|9100|", "Papua New Guinea|10300|", "Serbia|6700|", "Israel|9800|",
  "Switzerland|8800|", "Togo|9000|", "Sierra Leone|8800|", "Hong Kong|7500|", "Laos|7600|Lao", "Paraguay|6900|", "Bulgaria|6500|",
  "Libya|6900|", "Lebanon|5400|", "Nicaragua|7000|", "Kyrgyzstan|7000|Kyrgyz Republic", "El Salvador|6400|", "Turkmenistan|6500|",
  "Singapore|5900|", "Denmark|5900|", "Finland|5600|", "Republic of the Congo|6100|Congo-Brazzaville", "Slovakia|5400|", "Norway|5500|",
  "Oman|4600|", "Palestine|5400|", "Costa Rica|5200|", "Liberia|5400|", "Ireland|5200|Eire", "Central African Republic|5700|",
  "New Zealand|5200|Aotearoa", "Mauritania|4900|", "Panama|4500|", "Kuwait|4300|", "Croatia|3900|", "Georgia|3700|", "Eritrea|3700|",
  "Mongolia|3400|", "Uruguay|3400|", "Bosnia and Herzegovina|3200|Bosnia", "Puerto Rico|3200|", "Armenia|2800|", "Albania|2800|",
  "Lithuania|2900|", "Qatar|2700|", "Jamaica|2800|", "Moldova|2500|", "Namibia|2600|", "Gambia|2800|", "Botswana|2700|", "Gabon|2400|",
  "Slovenia|2100|", "North Macedonia|1800|Macedonia", "Lesotho|2300|", "Latvia|1900|", "Kosovo|1700|", "Guinea-Bissau|2100|",
  "Bahrain|1500|", "Equatorial Guinea|1700|", "Trinidad and Tobago|1500|Trinidad", "Estonia|1400|", "Timor-Leste|1400|East Timor",
  "Mauritius|1300|", "Cyprus|1300|", "Eswatini|1200|Swaziland", "Djibouti|1100|", "Fiji|930|", "Comoros|850|", "Guyana|810|",
  "Bhutan|790|Druk Yul", "Solomon Islands|740|", "Macau|700|Macao", "Luxembourg|660|", "Montenegro|620|", "Suriname|620|",
  "Cape Verde|600|Cabo Verde", "Malta|540|", "Brunei|450|", "Belize|410|", "Bahamas|410|The Bahamas", "Maldives|520|", "Iceland|390|",
  "Vanuatu|330|", "Barbados|280|", "Sao Tome and Principe|230|", "Samoa|220|", "Saint Lucia|180|", "Kiribati|130|", "Grenada|125|",
  "Micronesia|115|", "Tonga|105|", "Seychelles|120|", "Saint Vincent and the Grenadines|100|", "Antigua and Barbuda|94|", "Andorra|80|",
  "Dominica|73|", "Saint Kitts and Nevis|48|", "Monaco|36|", "Liechtenstein|40|", "San Marino|34|", "Marshall Islands|42|",
  "Palau|18|", "Tuvalu|11|", "Nauru|13|", "Vatican City|1|Holy See", "Greenland|56|", "French Polynesia|300|Tahiti"
]

/** Major world cities by country (the country's name as in COUNTRIES): "Name|population (thousands)|alternatives". */
export const WORLD_CITIES: Readonly<Record<string, ReadonlyArray<string>>> = {
  "United Arab Emirates": ["Dubai|3600|", "Abu Dhabi|1500|", "Sharjah|1800|", "Ras Al Khaimah|400|"],
  Thailand: ["Bangkok|11000|Krung Thep", "Phuket|420|", "Pattaya|330|", "Chiang Mai|1200|", "Krabi|30|", "Koh Samui|70|Ko Samui", "Chiang Rai|200|"],
  Singapore: [],
  Malaysia: ["Kuala Lumpur|8400|KL", "Penang|1800|George Town", "Langkawi|100|", "Malacca|580|Melaka", "Kota Kinabalu|500|"],
  Indonesia: ["Jakarta|11000|", "Bali|4300|Denpasar", "Ubud|75|", "Yogyakarta|420|Jogja", "Surabaya|2900|", "Lombok|3700|"],
  Nepal: ["Kathmandu|1500|", "Pokhara|520|", "Lumbini|5|", "Chitwan|700|", "Nagarkot|5|"],
  "Sri Lanka": ["Colombo|750|", "Kandy|125|", "Galle|100|", "Ella|45|", "Sigiriya|5|", "Nuwara Eliya|30|", "Bentota|40|"],
  Bhutan: ["Thimphu|115|", "Paro|12|", "Punakha|7|"],
  Maldives: ["Male|210|Malé"],
  Vietnam: ["Ho Chi Minh City|9300|Saigon", "Hanoi|8400|", "Da Nang|1200|", "Hoi An|120|", "Ha Long|300|Halong Bay", "Nha Trang|420|"],
  Cambodia: ["Phnom Penh|2300|", "Siem Reap|250|Angkor"],
  Japan: ["Tokyo|37000|", "Osaka|19000|", "Kyoto|1500|", "Yokohama|3800|", "Sapporo|2000|", "Hiroshima|1200|", "Nara|350|", "Fukuoka|1600|"],
  "South Korea": ["Seoul|9700|", "Busan|3400|Pusan", "Jeju|700|Jeju Island"],
  China: ["Shanghai|24000|", "Beijing|21500|Peking", "Guangzhou|18000|Canton", "Shenzhen|17500|", "Chengdu|16000|", "Xi'an|13000|Xian", "Hangzhou|12000|"],
  "Hong Kong": [],
  Taiwan: ["Taipei|2600|"],
  Philippines: ["Manila|14000|", "Cebu|960|", "Boracay|35|"],
  France: ["Paris|11000|", "Nice|340|", "Lyon|520|", "Marseille|870|", "Bordeaux|260|", "Strasbourg|290|", "Cannes|75|"],
  "United Kingdom": ["London|9500|", "Edinburgh|530|", "Manchester|560|", "Birmingham|1150|", "Liverpool|500|", "Glasgow|630|", "Oxford|160|", "Cambridge|145|", "Leicester|370|"],
  Italy: ["Rome|4300|Roma", "Milan|3200|Milano", "Venice|260|Venezia", "Florence|370|Firenze", "Naples|920|Napoli", "Pisa|90|", "Amalfi|5|Amalfi Coast"],
  Spain: ["Madrid|6700|", "Barcelona|5600|", "Seville|690|Sevilla", "Valencia|800|", "Granada|230|", "Ibiza|150|"],
  Germany: ["Berlin|3700|", "Munich|1500|Munchen", "Frankfurt|770|", "Hamburg|1900|", "Cologne|1100|Koln"],
  Switzerland: ["Zurich|430|", "Geneva|200|Geneve", "Lucerne|82|Luzern", "Interlaken|6|", "Zermatt|6|", "Bern|140|Berne"],
  Netherlands: ["Amsterdam|920|", "Rotterdam|660|", "The Hague|560|Den Haag"],
  Austria: ["Vienna|2000|Wien", "Salzburg|155|", "Innsbruck|130|"],
  "Czech Republic": ["Prague|1300|Praha"],
  Hungary: ["Budapest|1700|"],
  Greece: ["Athens|3200|Athina", "Santorini|16|Thira", "Mykonos|10|", "Crete|620|Heraklion"],
  Turkey: ["Istanbul|15600|Constantinople", "Cappadocia|300|Goreme", "Antalya|1300|", "Ankara|5700|", "Izmir|3000|"],
  Portugal: ["Lisbon|550|Lisboa", "Porto|230|"],
  Ireland: ["Dublin|590|"],
  Belgium: ["Brussels|1200|Bruxelles", "Bruges|120|Brugge"],
  Denmark: ["Copenhagen|660|Kobenhavn"],
  Sweden: ["Stockholm|980|"],
  Norway: ["Oslo|710|", "Bergen|290|", "Tromso|78|"],
  Finland: ["Helsinki|660|", "Rovaniemi|65|"],
  Iceland: ["Reykjavik|140|"],
  Russia: ["Moscow|12600|Moskva", "Saint Petersburg|5400|St Petersburg"],
  Poland: ["Warsaw|1800|Warszawa", "Krakow|800|Cracow"],
  Croatia: ["Dubrovnik|42|", "Split|160|", "Zagreb|770|"],
  "United States": [
    "New York|8300|New York City,NYC", "Los Angeles|3900|LA", "Chicago|2700|", "San Francisco|810|", "Las Vegas|650|", "Washington|690|Washington DC",
    "Boston|650|", "Seattle|750|", "Miami|450|", "Orlando|310|", "Houston|2300|", "Dallas|1300|", "San Diego|1400|", "Honolulu|350|Hawaii",
    "Philadelphia|1600|", "Atlanta|500|", "San Jose|970|", "Austin|960|"
  ],
  Canada: ["Toronto|2800|", "Vancouver|660|", "Montreal|1800|", "Ottawa|1000|", "Calgary|1300|", "Quebec City|550|Quebec", "Niagara Falls|90|", "Banff|8|"],
  Mexico: ["Mexico City|9200|", "Cancun|900|", "Guadalajara|1400|"],
  Brazil: ["Sao Paulo|12300|", "Rio de Janeiro|6700|Rio", "Salvador|2400|"],
  Argentina: ["Buenos Aires|3100|"],
  Peru: ["Lima|10000|", "Cusco|430|Cuzco", "Machu Picchu|5|"],
  Chile: ["Santiago|6300|"],
  Colombia: ["Bogota|7900|", "Cartagena|1000|", "Medellin|2500|"],
  Australia: ["Sydney|5300|", "Melbourne|5100|", "Brisbane|2600|", "Perth|2100|", "Adelaide|1400|", "Gold Coast|650|", "Cairns|155|", "Canberra|460|"],
  "New Zealand": ["Auckland|1700|", "Queenstown|30|", "Wellington|420|", "Christchurch|390|", "Rotorua|58|"],
  Egypt: ["Cairo|10000|", "Luxor|500|", "Alexandria|5400|", "Aswan|300|", "Sharm El Sheikh|75|", "Hurghada|250|"],
  Morocco: ["Marrakesh|930|Marrakech", "Casablanca|3400|", "Fes|1100|Fez", "Chefchaouen|43|"],
  "South Africa": ["Cape Town|4700|", "Johannesburg|5600|", "Durban|3900|"],
  Kenya: ["Nairobi|4400|", "Mombasa|1200|", "Maasai Mara|5|Masai Mara"],
  Tanzania: ["Zanzibar|1900|Stone Town", "Dar es Salaam|7000|", "Arusha|620|Serengeti"],
  Mauritius: ["Port Louis|150|"],
  Seychelles: ["Victoria|27|Mahe"],
  "Saudi Arabia": ["Riyadh|7000|", "Jeddah|4700|", "Mecca|2000|Makkah", "Medina|1500|Madinah"],
  Qatar: ["Doha|1200|"],
  Oman: ["Muscat|1500|", "Salalah|330|"],
  Bahrain: ["Manama|200|"],
  Kuwait: ["Kuwait City|3000|"],
  Jordan: ["Amman|4000|", "Petra|30|Wadi Musa", "Aqaba|200|"],
  Israel: ["Jerusalem|980|", "Tel Aviv|470|"],
  Azerbaijan: ["Baku|2300|"],
  Georgia: ["Tbilisi|1200|"],
  Armenia: ["Yerevan|1100|"],
  Uzbekistan: ["Tashkent|2900|", "Samarkand|550|"],
  Kazakhstan: ["Almaty|2200|"],
  Bangladesh: ["Dhaka|23000|Dacca", "Chittagong|5300|Chattogram", "Cox's Bazar|250|"],
  Pakistan: ["Karachi|17000|", "Lahore|13000|", "Islamabad|1200|"],
  Myanmar: ["Yangon|5600|Rangoon", "Bagan|50|Pagan", "Mandalay|1500|"],
  Laos: ["Luang Prabang|55|", "Vientiane|950|"],
  Fiji: ["Nadi|71|"]
}
