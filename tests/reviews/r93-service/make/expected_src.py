#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl.
Years: make/years.py (months, overlaps once, both ends included, as of 2026-11). Volunteering is not counted;
part-time, seasonal and school-time jobs are (see README.md)."""
import json, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "no-skills-section",
       "position-without-dates", "position-without-company", "placeholders", "short-text"]
ONE_COL = STD + ["two-columns"]
E = []


def P(title, company=None, start=None, end=None, location=None):
    d = {"title": title}
    if company is not None:
        d["company"] = company
    if start is not None:
        d["start"] = start
    if end is not None:
        d["end"] = end
    if location is not None:
        d["location"] = location
    return d


def add(file, contact, positions, education, certs, present, absent, years, occupation, warn_absent, warn_present=None):
    w = {"absent": warn_absent}
    if warn_present:
        w["present"] = warn_present
    E.append({"file": "files/" + file, "asOf": "2026-11-01", "contact": contact, "positions": positions,
              "education": education, "certifications": certs, "skills": {"present": present, "absent": absent},
              "totalYears": years, "occupation": occupation, "warnings": w})


def C(name, email, phone, location):
    c = {"name": name, "phone": phone, "location": location}
    if email is not None:
        c["email"] = email
    return c


def ED(degree, school):
    return {"degree": degree, "school": school}


# 01 Chicago server / bartender (txt): title line, then "Employer | Town | Mon YYYY – Present" ------------------------
add("01-server-bartender-chicago-us.txt",
    C(["Kayla M. Brennan", "Kayla Brennan"], "kayla.brennan.serves@example.com", "(312) 555-0187", ["Chicago, IL 60614", "Chicago, IL"]),
    [P(["Server / Bartender", "Server"], "The Cheesecake Factory", "2019-03", "Present", ["Chicago, IL"]),
     P(["Weekend Bartender (part-time)", "Weekend Bartender"], "Sluggers World Class Sports Bar", "2021-06", "2023-10", ["Chicago, IL"]),
     P("Server", "Olive Garden", "2017-08", "2019-02", ["Schaumburg, IL"]),
     P(["Host / Busser", "Host"], ["Portillo's Hot Dogs", "Portillo's"], "2016-05", "2017-07", ["Schaumburg, IL"])],
    [ED("High School Diploma", ["Schaumburg High School", "Schaumburg High School, Schaumburg, IL"])],
    [["BASSET", "BASSET (Illinois Beverage Alcohol Sellers and Servers Education and Training)"],
     ["Illinois Food Handler Certificate", "Food Handler Certificate"]],
    [["Upselling", "Upselling & suggestive selling", "Suggestive selling"], ["Mixology", "Mixology & craft cocktails"],
     ["Wine knowledge", "Wine"], ["Aloha", "Aloha POS"], ["Toast", "Toast POS"], "Cash handling", ["Guest relations"],
     ["Team training", "Training"], ["Food safety"], ["Multitasking", "Multitasking under pressure"]],
    ["Chicago", "Olive Garden", "Cubs", "Schaumburg"],
    [10.3, 10.7], ["Waiters", "Bartenders"], ONE_COL)

# 02 Manchester student barista (txt): title / employer / dates each on its own line ---------------------------------
add("02-barista-student-manchester-uk.txt",
    C("Chloe Whitaker", "chloe.whitaker04@example.co.uk", "07700 900461", ["Fallowfield, Manchester"]),
    [P(["Barista", "Barista (part time, 16 hrs/week)", "Barista (part time)"], "Costa Coffee", "2024-09", "Present", ["Oxford Road, Manchester", "Manchester"]),
     P("Team Member", "Pret A Manger", "2023-06", "2024-08", ["Chester"]),
     P("Saturday Assistant", "Greggs", "2022-03", "2023-05", ["Chester"])],
    [ED(["BA (Hons) English and Film", "BA English and Film", "BA (Hons)", "Bachelor of Arts in English and Film"], "Manchester Metropolitan University"),
     ED(["A Levels", "A-Levels", "A Levels: English Literature (B), Media Studies (B), Psychology (C)"], ["Queen's Park High School", "Queen's Park High School, Chester"])],
    [["Level 2 Food Hygiene certificate", "Level 2 Food Hygiene", "Food Hygiene Level 2", "Level 2 Food Hygiene Certificate"]],
    [["Espresso", "Espresso machines", "Espresso based drinks"], "Latte art", "Cash handling", ["Till work", "Till", "Till operation", "Cash handling and till work"],
     "Customer service", ["Food hygiene"], ["Teamwork", "Working in a team"], ["Microsoft Word", "Word"], ["PowerPoint", "Microsoft PowerPoint"]],
    ["Manchester", "Chester", "Greggs", "Running"],
    [4.5, 4.8], ["Baristas"], ONE_COL)

# 03 Phoenix gig driver (txt): several apps on one line, year-only dates ----------------------------------------------
add("03-gig-driver-phoenix-us.txt",
    C("Darnell Hayes", "darnellhayes88@example.com", "602-555-0119", ["Phoenix AZ", "Phoenix, AZ"]),
    [P(["Independent Contractor (Delivery Driver)", "Delivery Driver", "Independent Contractor"],
       ["DoorDash / Uber Eats / Instacart", "DoorDash", "DoorDash, Uber Eats, Instacart", "DoorDash / Uber Eats / Instacart - Independent Contractor"], "2020", "Present"),
     P("Rideshare Driver", "Uber", "2018", "2020"),
     P("Cashier / Stocker", ["Walmart Supercenter", "Walmart"], "2014", "2018")],
    [ED(["Diploma", "High School Diploma"], ["Carl Hayden High School", "Carl Hayden High School, Phoenix AZ"])],
    [],
    [["Safe driving"], ["GPS", "GPS and navigation apps", "Navigation"], "Time management", "Customer service", "Cash handling",
     ["Spanish", "Bilingual (English/Spanish)", "Bilingual"], ["Lifting", "Lifting up to 50 lbs", "Heavy lifting"]],
    ["Phoenix", "Tempe", "Mesa", "Walmart"],
    [11.8, 12.95], ["Couriers", "Driver/Sales", "Light Truck", "Taxi", "Shuttle"], ONE_COL)

# 04 Noida call-centre agent (txt): "Organisation : / Designation : / Duration :" blocks, "to Till Date" -------------
add("04-call-centre-agent-noida-in.txt",
    C(["Priyanka Sharma", "PRIYANKA SHARMA"], "priyanka.sharma.cs@example.in", "+91 98765 55012",
      ["Sector 62, Noida, Uttar Pradesh - 201309", "Sector 62, Noida, Uttar Pradesh", "Noida, Uttar Pradesh", "Noida, Uttar Pradesh - 201309", "Noida"]),
    [P("Senior Customer Support Associate", ["Concentrix Daksh Services India Pvt. Ltd.", "Concentrix Daksh Services India Pvt. Ltd., Gurugram", "Concentrix"], "2022-04", "Present"),
     P("Customer Care Executive", ["Teleperformance Global Services Pvt. Ltd.", "Teleperformance Global Services Pvt. Ltd., Noida", "Teleperformance"], "2019-08", "2022-03"),
     P(["Customer Service Executive (Trainee)", "Customer Service Executive"], ["Reliance Digital", "Reliance Digital, Noida"], "2018-06", "2019-07")],
    [ED(["B.Com (Programme)", "B.Com"], ["School of Open Learning, University of Delhi", "School of Open Learning", "University of Delhi"]),
     ED(["12th (Commerce)", "12th", "12th Commerce"], ["CBSE, Kendriya Vidyalaya Noida", "Kendriya Vidyalaya Noida", "CBSE"])],
    [],
    [["MS Office", "Microsoft Office"], ["Excel", "MS Excel", "Microsoft Excel"], ["Salesforce", "Salesforce CRM"], "Avaya", "Zendesk", ["CRM"],
     ["Complaint Resolution"], ["Active Listening"], ["Chat Support", "Email & Chat Support", "Email Support"], ["Upselling"]],
    ["Noida", "Gurugram", "Teleperformance", "Unmarried", "Declaration"],
    [8.3, 8.6], ["Customer Service"], ONE_COL)

# 05 Oshawa high-school student (txt): employer line, title with dates on the right, "Summer 2024", volunteer ------
add("05-tim-hortons-student-on-ca.txt",
    C("Aiden Kowalczyk", "aiden.kowalczyk@example.ca", "905-555-0142", ["Oshawa, ON L1G 4T2", "Oshawa, ON"]),
    [P(["Team Member, Front Counter & Drive-Thru", "Team Member"], "Tim Hortons", "2024-09", "Present", ["Oshawa ON", "Oshawa, ON"]),
     P(["Food Services Associate (seasonal)", "Food Services Associate"], "Canada's Wonderland", location=["Vaughan ON", "Vaughan, ON"]),
     P(["Grocery Clerk (part-time)", "Grocery Clerk"], "Foodland", "2023-10", "2024-08", ["Oshawa ON", "Oshawa, ON"]),
     P(["Food Bank Volunteer"], ["Simcoe Hall Settlement House"], "2023", "2024")],
    [ED(["Ontario Secondary School Diploma (OSSD)", "Ontario Secondary School Diploma", "OSSD"],
        ["O'Neill Collegiate and Vocational Institute", "O'Neill Collegiate and Vocational Institute, Oshawa ON", "O'Neill Collegiate"])],
    [["Food Handler Certificate", "Food Handler Certificate (Durham Region Health Department)"],
     ["Standard First Aid & CPR Level C", "Standard First Aid", "Standard First Aid & CPR"], ["Smart Serve Ontario", "Smart Serve"]],
    ["Customer service", "Cash handling", ["POS systems", "POS"], ["Food preparation"], "Teamwork", ["Microsoft Word"], ["Google Docs"], ["French"]],
    ["Oshawa", "Vaughan", "Honour Roll", "Drive-Thru"],
    [3.0, 3.25], ["Fast Food"], ONE_COL)

# 06 Melbourne hospitality all-rounder (txt): "Title | Venue, Suburb | 2019–21" one line per job -------------------
add("06-hospo-allrounder-melbourne-au.txt",
    C(["Mia Torres", "MIA TORRES"], "mia.torres.hospo@example.com.au", "0491 570 156", ["Brunswick VIC 3056", "Brunswick VIC", "Brunswick"]),
    [P("Bar Attendant", "The Espy", "2022", "Present", ["St Kilda"]),
     P(["Barista / Waiter", "Barista"], "Higher Ground", "2019", "2021", ["Melbourne CBD"]),
     P(["Food & Beverage Attendant (casual)", "Food & Beverage Attendant", "Food and Beverage Attendant"], "Crown Melbourne", "2021", "2022", ["Southbank"]),
     P("Kitchen Hand", ["Grill'd", "Grilld"], "2017", "2019", ["Geelong"])],
    [ED(["VCE", "Victorian Certificate of Education"], ["Belmont High School", "Belmont High School, Geelong"])],
    [["RSA", "RSA (Victoria)"], ["RSG", "RSG – Responsible Service of Gaming (Victoria)", "Responsible Service of Gaming"],
     ["Food Handling", "Food Handling – SITXFSA005 Use hygienic practices for food safety", "SITXFSA005"], ["First Aid", "First Aid – HLTAID011", "HLTAID011"]],
    [["Espresso"], ["Milk texturing"], "Latte art", ["Cocktails"], ["Cellar management", "Cellar work"], ["Silver service"], ["Table service"],
     ["Square", "Square POS"], "Lightspeed", "Cash handling"],
    ["St Kilda", "Geelong", "Brunswick", "Southbank", "Australian citizen"],
    [8.8, 9.95], ["Bartenders", "Baristas", "Waiters", "Dining Room"], ONE_COL)

# 07 Killarney hotel front office (txt): dates in a left column, "Jan. 2020 to date", "Summer 2016", J1 -------------
add("07-hotel-receptionist-killarney-ie.txt",
    C(["Siobhán Ní Chonaill"], "siobhan.nichonaill@example.ie", "087 555 0134",
      ["Muckross Road, Killarney, Co. Kerry V93 X2Y4", "Muckross Road, Killarney, Co. Kerry", "Killarney, Co. Kerry"]),
    [P("Front Office Supervisor", "The Killarney Park Hotel", "2020-01", "Present", ["Killarney, Co. Kerry"]),
     P("Receptionist", "Gleneagle Hotel", "2017-04", "2019-12", ["Killarney"]),
     P(["Housekeeping Attendant (J1 visa)", "Housekeeping Attendant"], "Chatham Bars Inn", location=["Cape Cod, Massachusetts, USA", "Cape Cod, Massachusetts"]),
     P(["Bar Staff (part-time, weekends)", "Bar Staff"], ["Courtney's Bar"], "2015", "2017", ["Killarney"])],
    [ED(["Higher Certificate in Arts in Hotel and Catering Management"],
        ["Institute of Technology Tralee", "Institute of Technology Tralee (now Munster Technological University)", "Munster Technological University"]),
     ED("Leaving Certificate", ["Presentation Secondary School, Tralee", "Presentation Secondary School"])],
    [],
    [["Opera PMS", "Opera", "Opera PMS (Oracle Hospitality)"], "Micros", "SiteMinder", ["Microsoft Office"], ["Cash handling"], ["Complaint handling"],
     ["Team leadership"], ["Rostering", "Rosters"], ["German"], ["Night audit"]],
    ["Killarney", "Kerry", "Cape Cod", "J1", "Tralee"],
    [10.7, 11.95], ["Desk Clerks", "Lodging Managers", "Receptionists", "Concierges", "Supervisors of Office"], ONE_COL)

# 08 Ohio store manager (txt): "Title | Employer | Town | MM/YYYY - Present", core competencies ----------------------
add("08-store-manager-ohio-us.txt",
    C(["Jason R. Miller", "JASON R. MILLER", "Jason Miller"], "jrmiller.retail@example.com", "(614) 555-0163", ["Columbus, OH 43228", "Columbus, OH"]),
    [P("Store Manager", "Dollar General", "2021-07", "Present", ["Grove City, OH"]),
     P("Assistant Store Manager", "Family Dollar", "2019-03", "2021-06", ["Columbus, OH"]),
     P(["Key Holder / Sales Associate", "Key Holder"], "Kohl's", "2015-08", "2019-02", ["Hilliard, OH"]),
     P("Cashier", "Kroger", "2013-05", "2015-07", ["Columbus, OH"])],
    [ED(["Associate of Applied Science in Business Management", "AAS in Business Management"], ["Columbus State Community College", "Columbus State Community College, Columbus, OH"]),
     ED("High School Diploma", ["Westland High School", "Westland High School, Galloway, OH"])],
    [["ServSafe Food Handler", "ServSafe Food Handler (for DG cooler/food section)"], ["OSHA 10-Hour General Industry", "OSHA 10-Hour", "OSHA 10"]],
    [["P&L Management", "P&L"], ["Inventory Control", "Inventory management"], "Loss Prevention", ["Visual Merchandising"], ["Planograms", "Planogram"],
     ["Scheduling"], ["Hiring"], ["Coaching"], ["Microsoft Excel", "Excel"], "Kronos", ["SAP Retail", "SAP"]],
    ["Columbus", "Grove City", "Hilliard", "Dollar General", "Kohl's"],
    [13.4, 13.7], ["Supervisors of Retail", "General and Operations Managers"], ONE_COL + ["stated-years"])

# 09 London housekeeping supervisor (txt): employer / title / years on three lines, Polish school ------------------
add("09-housekeeping-supervisor-london-uk.txt",
    C(["Agnieszka Nowak", "AGNIESZKA NOWAK"], "a.nowak.housekeeping@example.co.uk", "07700 900218",
      ["Flat 3, 27 Vicarage Road, London E15 4HD", "27 Vicarage Road, London E15 4HD", "London E15 4HD", "London"]),
    [P("Housekeeping Supervisor", "Hilton London Metropole", "2019", "Present", ["Paddington"]),
     P(["Room Attendant, then Senior Room Attendant from 2017", "Room Attendant", "Senior Room Attendant", "Room Attendant, then Senior Room Attendant"],
       "Premier Inn London County Hall", "2016", "2019"),
     P(["Chambermaid (Pokojówka)", "Chambermaid"], "Hotel Stary", "2013", "2016", ["Kraków, Poland"])],
    [ED(["Hotel Technician diploma", "Hotel Technician"], ["Technikum Hotelarskie (Hotel Technical Secondary School), Kraków", "Technikum Hotelarskie",
                                                          "Technikum Hotelarskie (Hotel Technical Secondary School)"]),
     ED(["NVQ Level 3 in Hospitality Supervision and Leadership"], ["Westminster Kingsway College"])],
    [["Level 2 Award in Food Safety", "Level 2 Award in Food Safety (Highfield)"], ["Level 2 COSHH Awareness", "COSHH Awareness"]],
    [["Room inspection", "Room inspection and quality control"], ["Quality control"], ["Staff training"], ["Rota planning"], ["Stock control", "Linen and stock control"],
     ["COSHH"], ["Health & safety", "Health and safety"], ["Opera PMS", "Opera"], "HotSOS", ["Polish"]],
    ["London", "Paddington", "Kraków", "Premier Inn", "Settled Status"],
    [12.8, 13.95], ["Supervisors of Housekeeping", "Maids and Housekeeping"], ONE_COL)

# 10 San Antonio cashier typed on a phone (txt): lowercase headings, no e-mail, informal babysitting line -----------
add("10-cashier-phone-app-tx-us.txt",
    C("Maria Guadalupe Reyes", None, "(210) 555-0176", ["San Antonio TX", "San Antonio, TX"]),
    [P(["cashier"], ["HEB", "HEB (Bandera Rd)", "H-E-B"], "2022", "Present"),
     P(["crew member"], "Whataburger", "2020", "2022"),
     P(["babysitting", "babysitter", "babysitting for family and neighbors"], start="2017", end="2020")],
    [ED(["GED"], ["Northwest Vista College adult ed", "Northwest Vista College"])],
    [["food handler card", "Food Handler"]],
    [["Cash register"], "Customer service", ["Stocking"], ["Spanish"], ["Food handler card", "Food handler", "Food safety"], ["Hard worker", "Hard working", "Work ethic"]],
    ["San Antonio", "Bandera", "Whataburger", "GED"],
    [5.8, 9.95], ["Cashiers"],
    ["no-phone", "no-name", "no-experience-section", "no-education-section", "no-skills-section", "placeholders", "two-columns"], ["no-email"])

# 11 Denver line cook, Canva-style dark sidebar (pdf) ----------------------------------------------------------------
add("11-line-cook-canva-sidebar-denver-us.pdf",
    C(["Tyler Nguyen", "TYLER NGUYEN"], "tyler.nguyen.cooks@example.com", "720-555-0158", ["Denver, CO"]),
    [P("Line Cook", ["Snooze, an A.M. Eatery", "Snooze"], "2022-06", "Present", ["Denver, CO"]),
     P(["Prep Cook / Line Cook", "Prep Cook"], ["Chipotle Mexican Grill", "Chipotle"], "2020-08", "2022-05", ["Aurora, CO"]),
     P(["Dishwasher / Prep", "Dishwasher"], "Denver Diner", "2019", "2020", ["Denver, CO"])],
    [ED("High School Diploma", ["Abraham Lincoln High School", "Abraham Lincoln High School, Denver, CO"]),
     ED(["ProStart Culinary Program", "ProStart Culinary Program (2 years)"], ["Abraham Lincoln High School"])],
    [["ServSafe Food Handler", "ServSafe Food Handler (2024)"], ["Colorado Food Safety Allergen Awareness", "Allergen Awareness"]],
    [["Knife skills"], ["Grill", "Grill & flat-top"], ["Flat-top", "Flat top", "Griddle"], ["Sauté", "Saute"], ["Food prep", "Food preparation", "Food prep & batching"],
     ["Inventory", "Inventory & ordering"], ["HACCP"], ["FIFO", "Stock rotation"], ["Vietnamese"]],
    ["Denver", "Aurora", "Snooze", "Chipotle", "Eatery"],
    [6.8, 7.95], ["Cooks"], STD, ["two-columns"])

# 12 Leeds retail assistant (pdf): centred header with icons, flex right-aligned dates, skill chips ------------------
add("12-retail-assistant-leeds-uk.pdf",
    C(["Jade Okafor", "JADE OKAFOR"], "jade.okafor@example.co.uk", "07700 900577", ["Headingley, Leeds LS6", "Headingley, Leeds"]),
    [P("Sales Assistant", "Primark", "2021-10", "Present", ["Briggate, Leeds", "Leeds"]),
     P(["Christmas Temp – Customer Advisor", "Customer Advisor", "Christmas Temp - Customer Advisor"], "Boots", "2020-11", "2021-01", ["Trinity Leeds"]),
     P("Customer Assistant", ["Tesco Extra", "Tesco"], "2019-07", "2021-09", ["Seacroft"])],
    [ED(["BTEC Level 3 Extended Diploma in Business"], ["Leeds City College"]),
     ED(["8 GCSEs (grades 9–4) incl. English and Maths", "8 GCSEs", "GCSEs"], ["Allerton Grange School"])],
    [],
    ["Customer service", ["Till operation"], "Cash handling", "Visual merchandising", ["Stock replenishment"], ["Stock rotation"], "Teamwork", ["Microsoft Office"]],
    ["Leeds", "Headingley", "Seacroft", "Primark", "Netball"],
    [7.2, 7.5], ["Retail Salespersons", "Cashiers"], ONE_COL)

# 13 Toronto guest service agent (pdf, 2 pages): small caps, flex dates, co-op placement, volunteer ------------------
add("13-front-desk-agent-toronto-ca.pdf",
    C(["Amélie Tremblay-Singh"], "amelie.ts@example.ca", "416-555-0129", ["Toronto, Ontario"]),
    [P("Guest Service Agent", "Fairmont Royal York", "2021-05", "Present", ["Toronto, ON"]),
     P(["Night Auditor / Front Desk Agent", "Night Auditor"], "Holiday Inn Toronto Downtown Centre", "2018-09", "2021-04", ["Toronto, ON"]),
     P(["Host / Hostess", "Host", "Hostess"], ["The Keg Steakhouse + Bar", "The Keg Steakhouse + Bar, Esplanade", "The Keg"], "2016", "2018", ["Esplanade, Toronto, ON", "Toronto, ON"]),
     P(["Co-op Placement — Front Office", "Co-op Placement", "Co-op Placement - Front Office"], "Chelsea Hotel", "2018-01", "2018-04", ["Toronto, ON"]),
     P(["Guest Services Volunteer"], ["Toronto International Film Festival"])],
    [ED(["Diploma, Hospitality – Hotel Operations Management", "Diploma", "Hospitality – Hotel Operations Management", "Diploma in Hospitality – Hotel Operations Management"],
        ["George Brown College", "George Brown College, Toronto"]),
     ED(["Diplôme d'études secondaires (DES)", "Diplôme d'études secondaires", "DES"], ["École secondaire Sainte-Anne", "École secondaire Sainte-Anne, Montréal, QC"])],
    [["Smart Serve Ontario", "Smart Serve"], ["Emergency First Aid & CPR", "Emergency First Aid & CPR (St. John Ambulance)", "Emergency First Aid"], ["WHMIS 2015", "WHMIS"]],
    [["Opera PMS", "Opera", "Opera PMS (Oracle)"], ["Opera Cloud"], "HotSOS", "OpenTable", ["Micros", "Micros POS"], ["Microsoft Excel", "Excel"], ["Outlook", "Microsoft Outlook"],
     ["Night audit"], ["Reservations"], ["Upselling"], ["Complaint handling"], ["French"]],
    ["Toronto", "Esplanade", "Fairmont", "Montréal", "Accor"],
    [9.5, 10.95], ["Desk Clerks", "Receptionists", "Concierges"], ONE_COL)

# 14 Brisbane café manager (pdf): banner header, dates in a left table column, tickets in a grid --------------------
add("14-cafe-manager-table-brisbane-au.pdf",
    C(["Lachlan O'Brien"], "lachie.obrien@example.com.au", "0491 570 110", ["West End, Brisbane QLD 4101", "West End, Brisbane QLD", "West End, Brisbane"]),
    [P("Café Manager", "Morning After", "2020-11", "Present", ["West End QLD", "West End"]),
     P("Senior Barista", "Single O", "2018", "2020", ["Surry Hills NSW"]),
     P(["Barista / All-rounder", "Barista"], "Campos Coffee", "2016", "2018", ["Newstead QLD"]),
     P("Crew Member", "McDonald's", "2014", "2016", ["Toowong QLD"])],
    [ED(["SIT30616 Certificate III in Hospitality", "Certificate III in Hospitality"], ["TAFE Queensland, South Bank", "TAFE Queensland"]),
     ED(["Queensland Certificate of Education (QCE)", "Queensland Certificate of Education", "QCE"], ["Indooroopilly State High School"])],
    [["RSA (Queensland)", "RSA"], ["Food Safety Supervisor", "Food Safety Supervisor (SITXFSA006 / SITXFSA005)"], ["First Aid (HLTAID011)", "First Aid", "HLTAID011"],
     ["Barista Level 2 – Specialty Coffee Association", "Barista Level 2"]],
    [["Espresso", "Espresso & latte art"], ["Latte art"], ["Rostering", "Rostering & wage control"], "Deputy", ["Square POS", "Square"], ["Stock ordering", "Stock ordering & menu costing"],
     ["Menu costing"], ["Staff training"], "Xero", ["Food safety"], "Customer service", "Conflict resolution"],
    ["Brisbane", "West End", "Surry Hills", "Toowong", "Morning After"],
    [11.8, 12.95], ["Food Service Managers", "Supervisors of Food Preparation"], ONE_COL)

# 15 Tampa customer service rep, Indeed-style export (pdf): "Month YYYY to Present", skills with years, assessments ---
add("15-indeed-export-csr-tampa-us.pdf",
    C("Brianna Jackson", "briannajackson.csr@example.com", "+1 813 555 0192", ["Tampa, FL 33610", "Tampa, FL"]),
    [P("Customer Service Representative", "Spectrum", "2022-03", "Present", ["Tampa, FL"]),
     P("Work From Home Customer Care Professional", "Amazon", "2020-10", "2022-02", ["Remote"]),
     P("Customer Service Associate", ["Publix Super Markets", "Publix"], "2016-06", "2020-09", ["Brandon, FL"])],
    [ED(["High school diploma"], ["Hillsborough High School", "Hillsborough High School - Tampa, FL"]),
     ED(["Some college in Business Administration", "Some college", "Business Administration"], ["Hillsborough Community College", "Hillsborough Community College - Tampa, FL"])],
    [["HDI Customer Service Representative (HDI-CSR)", "HDI-CSR", "Customer Service Certification", "HDI Customer Service Representative"]],
    ["Customer service", ["Call center", "Call centre"], "Salesforce", "Zendesk", "Cash handling", ["Typing"], ["Conflict management"],
     ["Spanish", "Bilingual English/Spanish"], ["Troubleshooting", "Troubleshoot"]],
    ["Tampa", "Brandon", "Publix", "Prime Day", "Indeed Assessments"],
    [10.3, 10.6], ["Customer Service"], ONE_COL)

# 16 Dubai restaurant captain from Kerala (pdf): grid with sidebar (photo box, personal details), declaration --------
add("16-fnb-captain-dubai-in.pdf",
    C(["Rohit Menon", "ROHIT MENON"], "rohit.menon.fnb@example.com", ["+971 50 555 0147", "+91 94470 55018"], ["Al Barsha, Dubai, UAE", "Al Barsha, Dubai", "Dubai, UAE"]),
    [P("Restaurant Captain", "JW Marriott Marquis Hotel Dubai", "2019-10", "Present", ["Dubai, UAE"]),
     P("Senior Steward", ["Taj Palace", "Taj Palace, New Delhi"], "2016-07", "2019-09", ["New Delhi, India"]),
     P("Steward", ["Mainland China, Speciality Restaurants Ltd.", "Mainland China", "Speciality Restaurants Ltd."], "2015-06", "2016-06", ["Kochi, India"]),
     P("Industrial Trainee", ["The Oberoi, Mumbai", "The Oberoi"], "2014-01", "2014-06", ["Mumbai, India"])],
    [ED(["B.Sc. in Hospitality and Hotel Administration"], ["Institute of Hotel Management, Catering Technology & Applied Nutrition, Kovalam",
                                                         "Institute of Hotel Management, Catering Technology & Applied Nutrition, Kovalam (NCHMCT)",
                                                         "Institute of Hotel Management"]),
     ED(["Higher Secondary (Plus Two)", "Higher Secondary"], ["Kerala State Board, Govt. HSS Thiruvananthapuram", "Govt. HSS Thiruvananthapuram", "Kerala State Board"])],
    [["WSET Level 2 Award in Wines", "WSET Level 2"], ["Dubai Municipality PIC (Person in Charge) – Food Safety", "Dubai Municipality PIC", "PIC (Person in Charge)", "Person in Charge"],
     ["Basic Food Hygiene", "Basic Food Hygiene (Dubai Municipality)"]],
    [["Fine dining", "Fine dining & à la carte service"], ["Wine service", "Wine & beverage service"], "Upselling", ["Banquet operations", "Banquets"],
     ["Micros Simphony", "Micros Simphony POS", "Micros"], ["Guest relations"], ["Team supervision", "Supervision"], "HACCP", ["Arabic"], ["Malayalam"]],
    ["Dubai", "Mumbai", "Kochi", "Taj", "Passport"],
    [11.4, 12.05], ["Waiters", "Supervisors of Food Preparation", "Food Service Managers"], STD, ["two-columns"])

# 17 Seattle student shift supervisor (pdf): employer line, two titles under Starbucks, "Summer 2023", volunteer ----
add("17-starbucks-student-seattle-us.pdf",
    C("Emily Park", "emily.park.uw@example.edu", "(206) 555-0133", ["Seattle, WA 98105", "Seattle, WA"]),
    [P("Shift Supervisor", "Starbucks", "2025-01", "Present", ["Seattle, WA"]),
     P("Barista", "Starbucks", "2023-09", "2024-12", ["Seattle, WA"]),
     P("Student Dining Associate", ["UW Housing & Food Services", "UW Housing and Food Services"], "2023-10", "2024-06", ["Seattle, WA"]),
     P(["Host & Server Assistant", "Host"], ["Ivar's Acres of Clams", "Ivar's"], location=["Seattle, WA"]),
     P(["Volunteer, Information Booth", "Volunteer"], "Bellevue Farmers Market", "2021-05", "2022-09", ["Bellevue, WA"])],
    [ED(["Bachelor of Arts in Communication", "Bachelor of Arts in Communication, Minor in Business"], ["University of Washington", "University of Washington, Seattle, WA"])],
    [["Washington State Food Worker Card", "Food Worker Card"], ["Starbucks Coffee Master", "Coffee Master"]],
    [["Espresso drinks", "Espresso"], "Cash handling", ["Square"], ["Team leadership"], ["De-escalation"], ["Scheduling"], "Canva", ["Google Workspace"],
     ["PowerPoint", "Microsoft PowerPoint"], ["Korean"]],
    ["Seattle", "Bellevue", "Dean's List", "Frappuccino"],
    [3.1, 3.55], ["Supervisors of Food Preparation", "Baristas"], ONE_COL)

# 18 Birmingham courier (pdf): dates in a left table column, self-employed apps, agency ----------------------------
add("18-delivery-driver-birmingham-uk.pdf",
    C("Imran Hussain", "imran.hussain.drives@example.co.uk", "07700 900345", ["Small Heath, Birmingham B10", "Small Heath, Birmingham"]),
    [P(["Self-employed courier", "Self-employed courier – Amazon Flex and Evri", "Courier"], ["Amazon Flex and Evri", "Amazon Flex", "Amazon Flex, Evri"], "2021-04", "Present", ["Birmingham"]),
     P("Delivery Rider", ["Deliveroo", "Deliveroo (self-employed)"], "2019-02", "2021-03", ["Birmingham city centre", "Birmingham"]),
     P("Multi-drop Driver", ["DPD", "DPD (via Driver Hire agency)"], "2018-04", "2019-01", ["Oldbury depot", "Oldbury"]),
     P("Crew Member", "McDonald's", "2015", "2018", ["Coventry Road"])],
    [ED(["Level 2 Diploma in Motor Vehicle Maintenance"], ["South & City College Birmingham"]),
     ED(["6 GCSEs", "GCSEs"], ["Small Heath School"])],
    [],
    [["Route planning"], ["Sat nav"], ["Google Maps"], "Waze", ["Handheld scanners", "Handheld scanner"], ["Proof of delivery"], ["Manual handling"],
     "Customer service", ["Vehicle checks"], ["Urdu"]],
    ["Birmingham", "Oldbury", "Small Heath", "Evri", "Coventry Road"],
    [10.8, 11.95], ["Couriers", "Light Truck", "Driver/Sales"], ONE_COL)

# 19 Dublin store manager (pdf, 2 pages): header with contact on the right, job continues onto page 2 ---------------
add("19-store-manager-dublin-ie.pdf",
    C(["Ciarán Byrne"], "ciaran.byrne.retail@example.ie", "(085) 555 0172", ["Clondalkin, Dublin 22"]),
    [P("Store Manager", ["Penneys (Primark)", "Penneys"], "2020-09", "Present", ["Liffey Valley Shopping Centre, Dublin", "Liffey Valley, Dublin", "Dublin"]),
     P("Deputy Store Manager", "Dunnes Stores", "2016-03", "2020-08", ["Cornelscourt, Dublin 18"]),
     P(["Department Supervisor – Grocery", "Department Supervisor", "Department Supervisor - Grocery"], "Tesco Ireland", "2012-06", "2016-02", ["Tallaght, Dublin 24"]),
     P(["Sales Assistant (part-time)", "Sales Assistant"], "Eason", "2009-09", "2012-05", ["O'Connell Street, Dublin 1"])],
    [ED(["BA (Hons) in Business and Management", "BA (Hons) Business and Management", "BA in Business and Management"],
        ["Dublin Institute of Technology (now TU Dublin)", "Dublin Institute of Technology", "TU Dublin"]),
     ED("Leaving Certificate", ["Coláiste Bríde, Clondalkin", "Coláiste Bríde"])],
    [["Certificate in Retail Management", "Certificate in Retail Management – Retail Ireland Skillnet"], ["Occupational First Aid", "Occupational First Aid – QQI Level 5"],
     ["Manual Handling Instructor", "Manual Handling Instructor – QQI Level 6"], ["Safe Pass"]],
    [["P&L", "P&L and KPI management"], ["KPI", "KPIs", "KPI management"], ["Wage budgeting", "Budgeting"], ["Loss prevention", "Stock loss prevention"], ["Visual merchandising"],
     ["Planograms"], ["People management"], ["Recruitment"], ["Coaching"], ["Employee relations"], ["Kronos"], ["SAP Retail", "SAP"]],
    ["Dublin", "Clondalkin", "Liffey Valley", "GAA", "Marathon"],
    [17.1, 17.3], ["Supervisors of Retail", "General and Operations Managers"], ONE_COL + ["stated-years"])

# 20 Cebu BPO team leader (pdf): header grid, main column + sidebar, two titles at Concentrix ----------------------
add("20-bpo-team-leader-cebu-ph.pdf",
    C(["Mary Grace Villanueva", "MARY GRACE VILLANUEVA"], "marygrace.villanueva@example.com", "+63 917 555 0123", ["Mandaue City, Cebu, Philippines", "Mandaue City, Cebu"]),
    [P("Team Leader", "Concentrix", "2022-02", "Present", ["Cebu IT Park, Cebu City"]),
     P("Customer Service Representative", "Concentrix", "2019-06", "2022-01", ["Cebu IT Park, Cebu City"]),
     P("Customer Service Associate", "Teleperformance", "2017-08", "2019-05", ["Robinsons Cybergate, Cebu City"]),
     P("Front Desk Agent", "Bai Hotel Cebu", "2016-04", "2017-06", ["Mandaue City"])],
    [ED(["Bachelor of Science in Tourism Management", "BS Tourism Management"], ["University of San Carlos", "University of San Carlos, Cebu City"]),
     ED(["Secondary Education"], ["Cebu City National Science High School"])],
    [["COPC Certified Coordinator", "COPC"], ["TESDA NC II – Front Office Services", "TESDA NC II", "NC II – Front Office Services"]],
    [["People coaching", "Coaching"], ["Quality assurance"], ["De-escalation"], ["KPI reporting", "KPI reporting (AHT, CSAT, FCR)"], ["Salesforce Service Cloud", "Salesforce"],
     "Zendesk", "Avaya", ["Microsoft Excel", "Excel"], ["Google Sheets"], ["Typing"]],
    ["Cebu", "Mandaue", "Concentrix", "IT Park", "Civil Status"],
    [10.4, 10.7], ["Customer Service", "Supervisors of Office"], STD, ["two-columns"])

# 21 Vancouver room attendant (docx): borderless layout table, dates cell / details cell ---------------------------
add("21-room-attendant-layout-table-bc-ca.docx",
    C(["Maricel Dela Rosa Santos", "MARICEL DELA ROSA SANTOS"], "maricel.santos.bc@example.ca", "604-555-0121", ["Burnaby, BC V5H 2E3", "Burnaby, BC"]),
    [P("Room Attendant", "Fairmont Pacific Rim", "2019-03", "Present", ["Vancouver, BC"]),
     P("Housekeeper", "Holiday Inn Vancouver Downtown", "2016-06", "2019-02", ["Vancouver, BC"]),
     P(["Laundry Attendant, then Room Attendant", "Laundry Attendant", "Room Attendant"], "Dusit Thani Manila", "2012", "2015", ["Makati City, Philippines"])],
    [ED(["Bachelor of Science in Hotel and Restaurant Management"], ["Lyceum of the Philippines University", "Lyceum of the Philippines University, Manila"])],
    [["WHMIS 2015", "WHMIS"], ["FOODSAFE Level 1", "FOODSAFE Level 1 (BC)", "FOODSAFE"], ["Standard First Aid with CPR-C", "Standard First Aid with CPR-C (Red Cross, 2024)", "Standard First Aid"]],
    [["Guest room cleaning", "Guest room cleaning and turndown"], ["Turndown service", "Turndown"], ["Laundry", "Laundry and linen care"], ["Chemical safety", "Chemical safety (WHMIS)"],
     ["Attention to detail"], "HotSOS", ["Tagalog"]],
    ["Vancouver", "Burnaby", "Manila", "Fairmont", "Makati"],
    [12.5, 14.55], ["Maids"], ONE_COL)

# 22 NYC sous chef (docx): right-aligned tab stops for dates, employer on the italic line below ---------------------
add("22-sous-chef-tab-stops-nyc-us.docx",
    C(["Anthony Russo", "ANTHONY RUSSO"], "arusso.chef@example.com", "(718) 555-0104", ["Brooklyn, NY 11215", "Brooklyn, NY"]),
    [P("Sous Chef", "The Smith", "2020-01", "Present", ["Midtown, New York, NY", "New York, NY"]),
     P(["Line Cook / Junior Sous Chef", "Line Cook", "Junior Sous Chef"], "Carmine's", "2016-03", "2019-12", ["Upper West Side, New York, NY", "New York, NY"]),
     P("Prep Cook", ["Eataly NYC Flatiron", "Eataly"], "2014-06", "2016-02", ["New York, NY"])],
    [ED(["Culinary Arts Diploma", "Diploma in Culinary Arts"], ["Institute of Culinary Education", "Institute of Culinary Education, New York, NY"])],
    [["ServSafe Food Protection Manager", "ServSafe Manager"], ["NYC DOHMH Food Protection Certificate", "Food Protection Certificate"], ["Allergen Awareness", "Allergen Awareness (ServSafe)"]],
    [["Menu development"], ["Food costing", "Food cost"], ["Inventory", "Inventory and ordering"], "Butchery", ["Pasta making"], ["Sauté", "Saute"], "Grill",
     ["Kitchen leadership"], "Scheduling", "HACCP", ["Toast", "Toast POS"], "Spanish"],
    ["Brooklyn", "Midtown", "Flatiron", "Carmine's", "DOHMH"],
    [12.3, 12.55], ["Chefs", "Cooks, Restaurant", "Supervisors of Food Preparation"], ONE_COL)

# 23 British working-holidaymaker in Canadian resorts (docx): seasons as dates, "Summers 2021 – 2024" --------------
add("23-seasonal-resort-worker-whistler-ca.docx",
    C(["Oliver \"Ollie\" Bennett", "Oliver Bennett", "Ollie Bennett"], "ollie.bennett.travels@example.co.uk", "604-555-0185", ["Whistler, BC"]),
    [P(["Food & Beverage Attendant", "Food and Beverage Attendant"], ["Whistler Blackcomb (Vail Resorts)", "Whistler Blackcomb", "Whistler Blackcomb (Vail Resorts) – Roundhouse Lodge"],
       "2025-11", "2026-04", ["Roundhouse Lodge, Whistler BC", "Whistler BC", "Whistler, BC"]),
     P("Server", ["Fairmont Chateau Lake Louise", "Fairmont Chateau Lake Louise – Poppy Brasserie"], "2025-05", "2025-10", ["Poppy Brasserie, Lake Louise AB", "Lake Louise AB"]),
     P("Room Attendant", ["Banff Springs Hotel (Fairmont)", "Banff Springs Hotel", "Fairmont Banff Springs"], "2024-12", "2025-04", ["Banff AB"]),
     P("Bar Staff", "The Watering Hole", "2021", "2024", ["Perranporth, Cornwall"]),
     P(["Sales Assistant (part-time)", "Sales Assistant"], "Tesco Express", "2021-09", "2024-10", ["Newquay"])],
    [ED(["BTEC Level 3 Extended Diploma in Travel and Tourism", "BTEC Level 3 Extended Diploma in Travel and Tourism (DMM)"], ["Truro and Penwith College"]),
     ED(["GCSEs (7)", "GCSEs", "7 GCSEs"], ["Newquay Tretherras"])],
    [["Serving It Right", "Serving It Right (BC)"], ["ProServe", "ProServe (Alberta)"],
     ["Personal Licence holder (UK) – APLH Level 2", "Personal Licence", "APLH Level 2", "Personal Licence holder", "Personal Licence holder (UK)"], ["Level 2 Food Hygiene"]],
    [["Bar service"], ["Table service"], ["Cash handling"], ["Housekeeping"], ["Teamwork"], ["Adaptability"], ["Cellar work"], ["Cocktails"]],
    ["Whistler", "Banff", "Cornwall", "Newquay", "Lake Louise"],
    [4.5, 5.45], ["Waiters", "Bartenders", "Dining Room", "Counter Workers"], ONE_COL)

# 24 Sydney JB Hi-Fi casual (docx): name and contact only in the Word page header ----------------------------------
add("24-sales-associate-header-contact-au.docx",
    C("Priya Raghavan", "priya.raghavan@example.com", "0491 570 006", ["Parramatta NSW 2150", "Parramatta NSW"]),
    [P(["Sales Associate (Casual)", "Sales Associate"], "JB Hi-Fi", "2023-02", "Present", ["Westfield Parramatta"]),
     P("Team Member", "Kmart", "2020-06", "2023-01", ["Merrylands"]),
     P("Crew Member", ["Hungry Jack's"], "2019", "2020", ["Parramatta"])],
    [ED(["Bachelor of Business (Marketing)", "Bachelor of Business"], ["Western Sydney University"]),
     ED(["Higher School Certificate (HSC)", "Higher School Certificate", "HSC"], ["Arthur Phillip High School"])],
    [["RSA (NSW)", "RSA"], ["Working with Children Check (NSW)", "Working with Children Check"]],
    [["Consumer electronics", "Consumer electronics product knowledge"], ["Sales", "Sales and upselling"], ["Upselling"], ["POS", "POS and cash handling"], ["Cash handling"],
     ["Visual merchandising"], ["Stocktake"], "Customer service", ["Microsoft Excel", "Excel"], ["Tamil"]],
    ["Parramatta", "Merrylands", "Westfield", "Kmart", "Hungry Jack's"],
    [6.8, 7.95], ["Retail Salespersons"], ONE_COL)

# 25 New Orleans bartender (docx): Word Title/Heading styles, six short and overlapping jobs, "Jan. 2020 to date" ----
add("25-bartender-many-short-jobs-nola-us.docx",
    C(["DeShawn \"Dee\" Carter", "DeShawn Carter", "Dee Carter"], "dee.carter.bar@example.com", "(504) 555-0148", ["New Orleans, LA 70117", "New Orleans, LA"]),
    [P("Bartender", ["Pat O'Brien's"], "2020-01", "Present", ["French Quarter"]),
     P(["Event Bartender (freelance, weekends)", "Event Bartender"], "Swizzle Stick Events", "2022-03", "Present", ["New Orleans"]),
     P("Bartender", "d.b.a.", "2019-06", "2020-03", ["Frenchmen Street"]),
     P("Barback", "Tropical Isle", "2018-08", "2019-05", ["Bourbon Street"]),
     P("Server", "Commander's Palace", "2017-02", "2018-07", ["Garden District"]),
     P(["Server / Host", "Server"], ["Café Du Monde"], location=["French Market"])],
    [ED("High School Diploma", ["Frederick A. Douglass High School", "Frederick A. Douglass High School, New Orleans, LA"])],
    [["Louisiana Responsible Vendor (Bar Card)", "Louisiana Responsible Vendor", "Responsible Vendor", "Bar Card"], ["ServSafe Alcohol"],
     ["New Orleans Food Handler Card", "Food Handler Card"]],
    [["Classic cocktails", "Cocktails"], "Mixology", ["Cash handling"], ["Toast", "Toast POS"], ["Aloha", "Aloha POS"], ["Inventory"], ["Wine", "Wine basics"],
     ["Guest relations"], ["Conflict resolution"]],
    ["New Orleans", "French Quarter", "Bourbon Street", "Mardi Gras", "Jazz Fest"],
    [9.7, 10.1], ["Bartenders"], ONE_COL)

# 26 Glasgow contact-centre adviser (docx): Word Heading 2, "Title, Employer, Town<TAB>dates" -----------------------
add("26-contact-centre-adviser-glasgow-uk.docx",
    C("Stephen McAllister", "stephen.mcallister@example.co.uk", "07700 900732", ["Dennistoun, Glasgow G31", "Dennistoun, Glasgow"]),
    [P(["Customer Service Adviser – Complaints Team", "Customer Service Adviser", "Customer Service Adviser - Complaints Team"], ["BT Group", "BT"], "2021-03", "Present", ["Glasgow"]),
     P("Customer Service Advisor", "ScottishPower", "2019-09", "2021-02", ["Cambuslang"]),
     P(["Call Centre Agent (temporary)", "Call Centre Agent"], "Sky", "2019-01", "2019-08", ["Livingston"]),
     P("Sales Assistant", "JD Sports", "2016", "2018", ["Buchanan Galleries"])],
    [ED(["HNC Business"], ["Glasgow Clyde College"]),
     ED(["Highers", "Highers: English (B), Business Management (B), Modern Studies (C)"], ["Smithycroft Secondary School"])],
    [],
    [["Complaint handling", "Complaint handling and de-escalation"], ["De-escalation"], "Salesforce", ["Genesys Cloud", "Genesys"], ["Microsoft Outlook", "Outlook"],
     ["Microsoft Word"], ["Microsoft Excel", "Excel"], ["Retention", "Retention and sales"], ["First contact resolution"], ["GDPR", "Data protection", "Data protection (GDPR)"],
     ["Touch typing", "Typing"]],
    ["Glasgow", "Cambuslang", "Livingston", "Celtic", "Randstad"],
    [8.9, 10.95], ["Customer Service"], ONE_COL)

# 27 Bengaluru retail sales executive (docx): bordered experience table, "Till date", stated 9 years above dated 6.9 --
add("27-retail-sales-executive-table-bengaluru-in.docx",
    C(["Mohammed Irfan K", "MOHAMMED IRFAN K", "Mohammed Irfan"], "irfan.k.retail@example.in", "+91 99001 55036",
      ["No. 14, 3rd Cross, Shivajinagar, Bengaluru - 560051", "Shivajinagar, Bengaluru - 560051", "Shivajinagar, Bengaluru", "Bengaluru - 560051", "Bengaluru"]),
    [P(["Senior Sales Executive / Floor In-charge", "Senior Sales Executive"],
       ["Lifestyle International Pvt. Ltd.", "Lifestyle International Pvt. Ltd., Phoenix Marketcity, Bengaluru", "Lifestyle International", "Lifestyle"], "2023-06", "Present"),
     P("Sales Executive", ["Reliance Trends", "Reliance Trends, Commercial Street, Bengaluru"], "2021-08", "2023-05"),
     P(["Cashier cum Sales Associate"], ["Big Bazaar (Future Retail Ltd.)", "Big Bazaar", "Big Bazaar (Future Retail Ltd.), Koramangala"], "2020-01", "2021-07")],
    [ED("B.Com", "Bangalore University"),
     ED(["PUC (Commerce)", "PUC"], ["Department of Pre-University Education, Karnataka"])],
    [],
    [["Sales", "Sales and customer service"], ["Customer service"], ["Visual merchandising"], ["Inventory management"], ["SAP", "SAP POS billing", "SAP POS"],
     ["MS Excel", "Excel"], ["Team handling", "Team management"], ["Kannada"], ["Complaint resolution"]],
    ["Bengaluru", "Shivajinagar", "Koramangala", "Phoenix Marketcity", "Marital Status"],
    [6.75, 6.95], ["Retail Salespersons", "Supervisors of Retail"], ONE_COL, ["stated-years"])

# 28 Cleveland gig shopper returning after a parenting gap (docx): plain Word, apps on one line, gap as a dated line --
add("28-gig-shopper-multi-app-returner-oh-us.docx",
    C(["Jennifer L. Ortiz", "Jennifer Ortiz"], "jen.ortiz.shops@example.com", "216-555-0139", ["Lakewood, OH 44107", "Lakewood, OH"]),
    [P(["Independent Contractor – Personal Shopper & Delivery Driver", "Personal Shopper & Delivery Driver", "Personal Shopper", "Independent Contractor",
        "Independent Contractor - Personal Shopper & Delivery Driver"],
       ["Instacart, Shipt, DoorDash", "Instacart", "Instacart, Shipt and DoorDash"], "2021", "Present", ["Cleveland West Side"]),
     P(["Seasonal Sales Associate", "Sales Associate"], "Target", "2020-10", "2021-01", ["Rocky River OH", "Rocky River, OH"]),
     P("Shift Manager", "Panera Bread", "2010-03", "2014-06", ["Westlake OH", "Westlake, OH"]),
     P("Cashier", ["Marc's"], "2007", "2010", ["Lakewood OH", "Lakewood, OH"])],
    [ED(["Diploma", "High School Diploma"], ["Lakewood High School"]),
     ED(["Certificate in Business Management"], ["Cuyahoga Community College"])],
    [["ServSafe Food Handler", "ServSafe Food Handler (2023)"]],
    ["Customer service", ["Grocery shopping", "Grocery shopping and product selection", "Product selection"], ["Time management"], ["Route planning"], ["Cash handling"],
     ["Scheduling"], ["Food safety"], ["Microsoft Word"], ["Google Maps"]],
    ["Lakewood", "Rocky River", "Westlake", "Panera", "Stay-at-home parent"],
    [12.6, 13.7], ["Couriers", "Driver/Sales", "Light Truck", "Stockers"], ONE_COL)

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl"), "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations")
