#!/usr/bin/python3
"""The expectations of review 101 (media, communications and nonprofit workers), written from the résumés alone before
the parser read them; writes ../expected.jsonl.
totalYears: months counted with years.py (both ends included, as of 2026-11); see ../README.md for what counts."""
import json, os

NOC = ["no-email", "no-phone", "no-name"]
SEC = ["no-experience-section", "no-education-section"]
STD = NOC + SEC + ["placeholders", "short-text"]
SK = ["no-skills-section"]
PD = ["position-without-dates"]
PC = ["position-without-company"]
E = []


def P(title, company, start=None, end=None, location=None, season=False):
    d = {"title": title, "company": company}
    if not season:
        d["start"], d["end"] = start, end
    if location is not None:
        d["location"] = location
    return d


def add(file, name, email, phone, location, positions, education, certs, present, absent, years, occupation,
        warn_present=(), warn_absent=()):
    e = {"file": "files/" + file,
         "contact": {"name": name, "email": email, "phone": phone, "location": location},
         "positions": positions,
         "education": [{"degree": d, "school": s} for d, s in education]}
    if certs:
        e["certifications"] = certs
    e.update({"skills": {"present": present, "absent": absent}, "totalYears": years, "occupation": occupation,
              "warnings": {}})
    if warn_present:
        e["warnings"]["present"] = list(warn_present)
    if warn_absent:
        e["warnings"]["absent"] = list(warn_absent)
    E.append(e)


JOURNALIST = ["Reporters", "Journalists"]
PR = ["Public Relations"]
FUND = ["Fundraisers", "Fundraising Managers"]
NGO = ["Social and Community Service Managers", "Community and Social Service Specialists", "Project Management Specialists"]
SOCIAL = ["Public Relations", "Marketing Managers", "Marketing Specialists", "Media and Communication Workers"]
VOL = ["Social and Community Service Managers", "Community and Social Service Specialists", "Social and Human Service Assistants"]

# 01 US investigative reporter, employer line then "Title, Mon YYYY – Present" ----------------------------------
add("01-investigative-reporter-clips-us.txt", "Jordan Ellis-Park", "jordan.ellispark@example.com", "(414) 555-0139",
    ["Milwaukee, WI"],
    [P("Investigative Reporter", ["Milwaukee Journal Sentinel"], "2021-03", "Present", "Milwaukee, WI"),
     P("Data Reporter", "Wisconsin Watch", "2018-08", "2021-02", "Madison, WI"),
     P("General Assignment Reporter", ["The Post-Crescent (USA TODAY Network)", "The Post-Crescent", "Post-Crescent"],
       "2016-06", "2018-07", "Appleton, WI"),
     P(["Contributor", "Freelance Contributor"],
       ["The Marshall Project; Columbia Journalism Review; The Guardian US", "The Marshall Project", "Freelance"], "2017", "2019")],
    [(["B.A., Journalism and Political Science", "B.A., Journalism", "B.A."], ["University of Wisconsin–Madison", "University of Wisconsin-Madison"])],
    [],
    [["Public records", "FOIA", "Public records (FOIA)"], ["Data journalism"], "Python", ["pandas"], "SQL", ["Excel", "Microsoft Excel"],
     "Datawrapper", "Interviewing", ["AP Style", "AP Stylebook"], "WordPress", ["Fact-checking", "Fact checking"]],
    ["Milwaukee", "Pulitzer Prize", "Marshall Project", "Reporter", "Sheriff"],
    [10.3, 10.55], JOURNALIST, (), STD + SK + PD + PC + ["stated-years"])

# 02 UK freelance copywriter: clients listed under the freelance role, "2019–21" ----------------------------------
add("02-freelance-copywriter-clients-uk.txt", "Hannah Okafor-Reid", "hello@hannahwrites.example.com", "07700 900417",
    ["Bristol, UK", "Bristol"],
    [P(["Freelance Copywriter", "Freelance Copywriter (self-employed)"], ["Self-employed", "Freelance"], "2022-01", "Present"),
     P("Senior Copywriter", ["Mr B & Friends"], "2019", "2021", "Bristol"),
     P("Copywriter", "Cancer Research UK", "2016", "2019", "London"),
     P(["Marketing Assistant (12-month contract)", "Marketing Assistant"], ["Penguin Random House UK", "Penguin Random House"],
       "2015-09", "2016-08", "London")],
    [(["BA (Hons) English Literature", "BA English Literature", "BA (Hons)"], "University of Leeds")],
    [["CIM Certificate in Professional Marketing", "Certificate in Professional Marketing"]],
    ["Copywriting", ["Tone of voice"], ["UX writing"], ["Content design"], ["SEO copywriting", "SEO"], ["Email marketing"], "Mailchimp",
     ["Direct mail fundraising", "Direct mail"], "Figma", ["Google Analytics 4", "Google Analytics", "GA4"], "Proofreading"],
    ["Bristol", "Oxfam", "Triodos Bank", "Race for Life", "Christmas"],
    [10.6, 11.3], ["Writers"], (), STD + SK + PD + ["stated-years"])

# 03 Indian NGO programme officer: "Organisation :" blocks, Apr'19 – Till date, marks table, declaration ----------
add("03-ngo-programme-officer-india.txt", ["Priya Raghavan", "PRIYA RAGHAVAN"], "priya.raghavan@example.in", "+91 98450 55512",
    ["Bengaluru", "Bengaluru, Karnataka", "Jayanagar 4th Block, Bengaluru – 560011, Karnataka",
     "14/2, 3rd Cross, Jayanagar 4th Block, Bengaluru – 560011, Karnataka", "Bengaluru – 560011, Karnataka"],
    [P(["Programme Officer – Read India", "Programme Officer"], ["Pratham Education Foundation"], "2019-04", "Present", "Bengaluru"),
     P(["Project Associate (Programme Support)", "Project Associate"], ["CRY – Child Rights and You", "CRY", "Child Rights and You"],
       "2016-06", "2019-03", "Bengaluru"),
     P(["Fellow – Energy & Livelihoods Fellowship", "Fellow", "Fellow, Energy & Livelihoods"], "SELCO Foundation", "2015-07", "2016-05",
       "Bengaluru")],
    [(["MA Social Work (Community Development)", "MA Social Work", "MA"], ["Tata Institute of Social Sciences", "Tata Institute of Social Sciences, Mumbai"]),
     (["B.A. (Sociology, Economics, Pol. Sci.)", "B.A.", "B.A. Sociology, Economics, Pol. Sci."], ["Mount Carmel College", "Mount Carmel College, Bengaluru"])],
    [],
    [["Programme management", "Program management"], ["Monitoring and evaluation", "M&E"], ["Community mobilisation", "Community mobilization"],
     ["Donor reporting"], ["Capacity building", "Training and capacity building"], ["Stakeholder coordination"], "KoBoToolbox", "SPSS",
     ["MS Office", "Microsoft Office"], ["Excel", "Microsoft Excel"]],
    ["Bengaluru", "Karnataka", "Married", "Pratham", "Tumakuru"],
    [11.25, 11.5], NGO, (), STD + SK + PD + PC + ["stated-years"])

# 04 Canadian bilingual communications officer: title / employer / "Jan. 2020 to date" on three lines ---------------
add("04-communications-officer-bilingual-canada.txt", "Marie-Claude Tremblay-Singh", "mc.tremblaysingh@example.ca", "613-555-0172",
    ["Ottawa, ON K1S 2L5", "Ottawa, ON", "Ottawa, ON  K1S 2L5"],
    [P("Senior Communications Officer", "Canadian Red Cross", "2020-01", "Present", "Ottawa, ON"),
     P(["Communications Officer (term position)", "Communications Officer"], ["Heart & Stroke Foundation", "Heart and Stroke Foundation"],
       "2017-09", "2019-12", "Ottawa, ON"),
     P(["Communications Assistant (FSWEP summer student)", "Communications Assistant"], "Canadian Heritage", location="Gatineau, QC", season=True)],
    [(["Bachelor of Journalism (Honours)", "Bachelor of Journalism"], "Carleton University")],
    [["Accredited Business Communicator (ABC)", "Accredited Business Communicator", "ABC"]],
    [["Media relations"], ["Crisis communications"], ["Translation", "Translates", "Translating"], "Drupal", "Meltwater", "Cision", "Hootsuite",
     ["Adobe InDesign", "InDesign"], "Canva", ["French", "Bilingual (English/French)"], ["Microsoft 365", "Office 365"]],
    ["Ottawa", "Red Cross", "Heart Month", "Canadian Heritage"],
    [9.1, 9.55], PR, (), STD + SK + PD + PC + ["stated-years"])

# 05 Australian social media manager, half page: 07/2021 - Present on its own line -----------------------------------
add("05-social-media-manager-half-page-au.txt", "Chloe Nguyen", "chloe.nguyen@example.com.au", "0491 570 156",
    ["Melbourne VIC", "Melbourne"],
    [P("Social Media Manager", "The Smith Family", "2021-07", "Present", "Melbourne"),
     P("Social Media Coordinator", "Broadsheet Media", "2019-03", "2021-06", "Melbourne"),
     P("Digital Marketing Intern", "Melbourne Fringe", "2018-11", "2019-02")],
    [(["Bachelor of Media and Communication (Social Media)", "Bachelor of Media and Communication"], "RMIT University")],
    [],
    [["Meta Business Suite"], ["Meta Ads Manager", "Meta Ads"], "Sprout Social", "Canva", "CapCut", ["Adobe Premiere Pro", "Premiere Pro"], "Copywriting",
     ["Community management"], ["Social listening"], ["Analytics reporting"]],
    ["Melbourne", "Smith Family", "Winter Appeal", "Fringe"],
    [7.6, 8.15], SOCIAL, (), STD + SK + PD + PC + ["stated-years"])

# 06 Irish community fundraiser: "Title, Employer, Town    Mon YYYY – Present" on one line ---------------------------
add("06-community-fundraiser-ireland.txt", ["Aoife Brennan", "AOIFE BRENNAN"], "aoife.brennan@example.ie", "087 555 0193",
    ["Galway"],
    [P("Community Fundraising Manager", ["Jigsaw – The National Centre for Youth Mental Health", "Jigsaw"], "2023-02", "Present", "Galway"),
     P("Events Fundraising Executive", "Pieta", "2020-08", "2023-01", "Dublin"),
     P(["Donor Care Officer (fixed-term, maternity cover)", "Donor Care Officer"], "Trócaire", "2019-10", "2020-07",
       ["Maynooth, Co. Kildare", "Maynooth"]),
     P("Fundraising Intern", "Galway Community Circus", season=True)],
    [("Diploma in Fundraising", "Charities Institute Ireland"),
     (["BA (English and Sociology & Political Studies)", "BA"], ["University of Galway (formerly NUI Galway)", "University of Galway"])],
    [],
    [["Raiser's Edge NXT", "Raiser's Edge"], ["Salesforce Nonprofit Cloud", "Salesforce"], "Eventbrite", "JustGiving", "Mailchimp", "Excel",
     ["Event management"], ["Volunteer management"], ["Donor stewardship"], ["GDPR compliance", "GDPR"], ["Community fundraising"]],
    ["Galway", "Pieta", "Darkness Into Light", "Connacht", "Trócaire"],
    [7.0, 7.45], FUND, (), STD + SK + PD + PC + ["stated-years"])

# 07 US contract grant writer: "Employer — Title     dates", LLC as employer, AmeriCorps VISTA year ----------------
add("07-contract-grant-writer-us.txt",
    ["Rebecca Lindqvist", "Rebecca \"Becca\" Lindqvist", "Rebecca \"Becca\" Lindqvist, GPC", "Becca Lindqvist", "Rebecca Lindqvist, GPC"],
    "becca@lindqvistgrants.example.com", "612-555-0148", ["Minneapolis, MN"],
    [P(["Principal / Contract Grant Writer", "Contract Grant Writer", "Principal"], "Lindqvist Grants LLC", "2020", "Present"),
     P("Grants Manager", ["Minneapolis Institute of Art (Mia)", "Minneapolis Institute of Art"], "2016", "2020"),
     P(["Development Associate (contract, 18 months)", "Development Associate"], ["Greater Twin Cities United Way"], "2015-01", "2016-06"),
     P(["AmeriCorps VISTA", "AmeriCorps VISTA Member", "VISTA"], ["Minnesota Alliance With Youth", "AmeriCorps VISTA"], "2013", "2014",
       ["St. Paul", "St. Paul, MN"])],
    [(["M.A., Nonprofit Management", "M.A."], "Hamline University"), (["B.A., English", "B.A."], "Gustavus Adolphus College")],
    [["Grant Professional Certified (GPC)", "Grant Professional Certified", "GPC"]],
    [["Grant writing"], ["Proposal budgets", "Budgets"], ["Logic models"], ["Prospect research"], ["Foundation Directory Online", "Candid"],
     "Instrumentl", ["Salesforce NPSP", "Salesforce"], ["Grants.gov"], ["Program evaluation"], ["Federal grants"]],
    ["Minneapolis", "Minnesota Opera", "HRSA", "Second Harvest Heartland", "Principal"],
    [12.5, 13.95], ["Fundraisers", "Fundraising Managers", "Writers"], (), STD + SK + PD + PC + ["stated-years"])

# 08 Kenyan humanitarian programme officer: employer / title — place / dates on three lines, overseas postings ------
add("08-humanitarian-programme-officer-kenya.txt", ["David Ochieng Omondi", "DAVID OCHIENG OMONDI"], "d.omondi@example.org",
    "+254 700 555 218", ["Nairobi, Kenya"],
    [P("Programme Development Officer", ["Norwegian Refugee Council (NRC)", "Norwegian Refugee Council"], "2022-03", "Present",
       ["Kenya & Somalia Country Office, Nairobi", "Nairobi"]),
     P(["Cash & Livelihoods Project Officer", "Cash and Livelihoods Project Officer"], ["International Rescue Committee (IRC)", "International Rescue Committee"],
       "2019-08", "2022-02", ["Juba, South Sudan", "Juba, South Sudan (international posting)"]),
     P(["Field Monitor Assistant (Service Contract)", "Field Monitor Assistant"], ["World Food Programme (WFP)", "World Food Programme"],
       "2017-01", "2019-07", ["Adjumani sub-office, Uganda", "Adjumani, Uganda"]),
     P(["Emergency Response Team member (volunteer, part-time)", "Emergency Response Team member", "Emergency Response Team Volunteer"],
       "Kenya Red Cross Society", "2013", "2016", ["Kisumu branch", "Kisumu"])],
    [("MA Development Studies", "University of Nairobi"), ("BA Economics and Sociology", "Maseno University")],
    [["PRINCE2 Foundation", "PRINCE2 Foundation certificate", "PRINCE2"]],
    [["Proposal writing"], ["Donor compliance"], ["MEAL"], ["Cash and voucher assistance", "Cash programming"], "KoBoToolbox", "Power BI",
     "Excel", ["Report writing"], ["Partner management"], ["Partner capacity assessment"], ["Kiswahili", "Swahili"]],
    ["Nairobi", "Dadaab", "Kakuma", "Juba", "Referees"],
    [9.75, 10.0], NGO, (), STD + SK + PD + PC + ["stated-years"])

# 09 US volunteer coordinator, half page: year-only dates "2021–Present", "2018–21" on the right ----------------------
add("09-volunteer-coordinator-short-us.txt", ["Tamika R. Jefferson", "Tamika Jefferson"], "tamika.jefferson@example.com", "404.555.0127",
    ["Atlanta, GA 30310", "Atlanta, GA"],
    [P("Volunteer Services Coordinator", "Atlanta Community Food Bank", "2021", "Present", ["Atlanta, GA", "Atlanta GA"]),
     P("Program Assistant", "Hands On Atlanta", "2018", "2021", ["Atlanta, GA", "Atlanta GA"]),
     P(["Front Desk Associate (part-time)", "Front Desk Associate"], ["YMCA of Metro Atlanta", "YMCA"], "2016", "2018")],
    [(["B.S. Sociology", "B.S."], "Georgia State University")],
    [],
    [["Volunteer management"], "VolunteerHub", ["Galaxy Digital"], ["Event planning"], "Excel", ["Public speaking"], ["Spanish", "Bilingual English/Spanish"],
     ["CPR/First Aid", "CPR", "First Aid"]],
    ["Atlanta", "Food Bank", "MLK Day", "YMCA"],
    [8.3, 10.95], VOL, (), STD + SK + PD + PC + ["stated-years"])

# 10 UK policy and public affairs officer: "dates<TAB>title<TAB>employer, town" rows --------------------------------
add("10-policy-public-affairs-tabs-uk.txt", "Samuel Adeyemi-Hart", "sam.adeyemihart@example.org.uk", "07700 900562",
    ["London SE15", "London"],
    [P("Senior Policy and Public Affairs Officer", "Shelter", "2022-09", "Present", "London"),
     P("Policy Officer", "Joseph Rowntree Foundation", "2020-01", "2022-08", "York"),
     P("Parliamentary Researcher", ["Office of Ruth Calloway MP, House of Commons", "Office of Ruth Calloway MP", "House of Commons"],
       "2018-10", "2019-12", "London"),
     P(["Campaigns Assistant (fixed-term)", "Campaigns Assistant"], "Citizens Advice", "2017-07", "2018-09", "London")],
    [("MSc Public Policy", ["University College London (UCL)", "University College London", "UCL"]),
     (["BA (Hons) Politics", "BA Politics"], "University of Manchester")],
    [],
    [["Policy analysis"], ["Public affairs"], ["Stakeholder engagement"], ["Parliamentary procedure"], ["Report writing", "Briefing and report writing"],
     ["Campaign strategy"], "Stata", "Excel", ["Dods Monitoring", "Dods"], ["Media interviews"]],
    ["London", "York", "House of Commons", "Shelter", "Westminster Hall"],
    [9.3, 9.5], ["Political Scientists", "Public Relations", "Social Scientists"], (), STD + SK + PD + PC + ["stated-years"])

# 11 US content strategist: dark sidebar (contact, skills, education) + main column with flex dates ------------------
add("11-content-strategist-sidebar-us.pdf", "Maya Goldberg-Ortiz", "maya.go@example.com", "(718) 555-0164", ["Brooklyn, NY"],
    [P("Senior Content Strategist", "Wikimedia Foundation", "2022-04", "Present", ["Remote"]),
     P("Content Strategist", "Vox Media", "2019-06", "2022-03", ["New York, NY"]),
     P("Editorial Producer", "BuzzFeed News", "2016-09", "2019-05", ["New York, NY"]),
     P("Freelance Content Consultant", ["Self-employed", "Freelance"], "2015", "2016")],
    [(["M.S., Journalism", "M.S."], ["Columbia University Graduate School of Journalism", "Columbia University"]),
     (["B.A., Communication", "B.A."], "Rutgers University")],
    [],
    [["Content strategy"], ["Editorial calendars", "Editorial calendar"], ["Audience research"], ["Content audits", "Content audit"],
     ["Information architecture"], "SEO", ["Style guides", "Style guide"], ["Google Analytics 4", "Google Analytics"], "Chartbeat",
     "Contentful", "WordPress", "SQL"],
    ["Brooklyn", "Wikimedia", "BuzzFeed", "Eater", "Confab"],
    [11.0, 11.95], ["Editors", "Writers", "Marketing", "Media and Communication Workers", "Public Relations"],
    ["two-columns"], STD + PD + ["stated-years", "link-not-written"])

# 12 UK broadcast journalist, two pages: small caps name and headings, flex dates on the right ------------------------
add("12-broadcast-journalist-smallcaps-uk.pdf", ["Rhiannon Price", "RHIANNON PRICE"], "rhiannon.price@example.co.uk", "07700 900738",
    ["Cardiff CF11", "Cardiff"],
    [P("Senior Broadcast Journalist", "BBC Cymru Wales", "2020-06", "Present", "Cardiff"),
     P("Broadcast Journalist", ["BBC Radio Wales and BBC Wales Today", "BBC Radio Wales"], "2016-02", "2020-05", "Cardiff"),
     P("Reporter", "ITV Wales", "2013-09", "2016-01", "Cardiff"),
     P("Trainee Reporter", ["South Wales Echo (Media Wales)", "South Wales Echo"], "2011-09", "2013-08", "Cardiff")],
    [("MA Broadcast Journalism", "Cardiff University"), (["BA (Hons) History", "BA History"], "Swansea University")],
    [["NCTJ Diploma in Journalism", "NCTJ Diploma"], ["National Qualification in Journalism (NQJ)", "National Qualification in Journalism", "NQJ"],
     ["Hostile Environment and First Aid Training (HEFAT)", "HEFAT", "Hostile Environment and First Aid Training"]],
    [["Newsgathering"], ["Interviewing"], ["Live reporting"], ["Media law"], ["Adobe Premiere Pro", "Premiere Pro"], ["Adobe Audition", "Audition"],
     "ENPS", "Photoshop", ["Welsh", "Fluent Welsh"], ["Mobile journalism"], ["Teeline shorthand", "Shorthand", "Teeline"], ["BBC Editorial Guidelines", "Editorial Guidelines"]],
    ["Cardiff", "Senedd", "ITV", "Ely", "Storm Dennis"],
    [15.1, 15.3], JOURNALIST + ["Producers and Directors", "Broadcast Announcers"], (), STD + SK + PD + PC + ["two-columns", "stated-years"])

# 13 Canadian PR manager: icons before contact items, a LinkedIn link shown only as "LinkedIn", grid dates ------------
add("13-pr-manager-icons-canada.pdf", ["Daniel Kowalczyk", "Daniel Kowalczyk, APR"], "d.kowalczyk@example.ca", "416-555-0181",
    ["Toronto, ON"],
    [P("Public Relations Manager", ["Toronto International Film Festival (TIFF)", "Toronto International Film Festival", "TIFF"], "2021-05", "Present",
       "Toronto, ON"),
     P("Senior Account Executive", "Edelman Canada", "2017-08", "2021-04", "Toronto, ON"),
     P("Account Coordinator", "NATIONAL Public Relations", "2016-01", "2017-07", "Toronto, ON"),
     P("Communications Intern", "Canadian Opera Company", location="Toronto, ON", season=True)],
    [(["Public Relations (Ontario Graduate Certificate)", "Ontario Graduate Certificate, Public Relations", "Public Relations", "Ontario Graduate Certificate"], "Humber College"),
     (["Bachelor of Arts, English", "Bachelor of Arts"], "University of Toronto")],
    [["APR", "Accredited in Public Relations", "APR — Accredited in Public Relations"]],
    [["Media relations"], ["Crisis communications"], ["Press releases", "Press releases & media kits"], ["Media kits"], ["Event publicity"],
     ["Talent relations"], "Cision", "Meltwater", ["Spokesperson training"], ["Social media"], "French"],
    ["Toronto", "TIFF", "Spotify", "Molson Coors", "LinkedIn"],
    [10.8, 11.2], PR, ["link-not-written"], STD + SK + PD + PC + ["stated-years"])

# 14 Australian major gifts manager: table rows with the dates in the left cell ------------------------------------
add("14-major-gifts-table-au.pdf", "Lachlan O'Connor", "lachlan.oconnor@example.com.au", "0491 570 158", ["Sydney NSW 2042", "Sydney NSW"],
    [P("Major Gifts Manager", ["Garvan Institute of Medical Research Foundation", "Garvan Institute of Medical Research"], "2022-02", "Present",
       ["Darlinghurst NSW", "Darlinghurst"]),
     P(["Development Officer (Bequests)", "Development Officer"], ["Royal Flying Doctor Service (South Eastern Section)", "Royal Flying Doctor Service"],
       "2019-03", "2022-01", "Sydney"),
     P("Philanthropy Coordinator", "Sydney Symphony Orchestra", "2017-07", "2019-02", "Sydney"),
     P(["Telefundraiser (casual, while studying)", "Telefundraiser"], "Pareto Fundraising", "2015", "2017", "Sydney")],
    [(["Bachelor of Arts (Sociology and Media Studies)", "Bachelor of Arts"], ["The University of Sydney", "University of Sydney"])],
    [["CFRE", "Certified Fund Raising Executive", "CFRE — Certified Fund Raising Executive"], ["Certificate in Fundraising"]],
    [["Major gifts"], ["Bequest fundraising", "Bequests"], ["Donor stewardship"], ["Proposal writing"], ["Moves management"],
     ["Salesforce Nonprofit Cloud", "Salesforce"], ["Raiser's Edge"], ["Donor events"], ["Public speaking"], "Excel"],
    ["Sydney", "Garvan", "Flying Doctor", "Darlinghurst", "Symphony"],
    [9.3, 11.95], FUND, (), STD + SK + PD + PC)

# 15 Indian deputy news editor, two pages: bordered table Organisation / Designation / Location / Period, DD/MM/YYYY --
add("15-news-editor-bordered-tables-india.pdf", ["Arjun Menon", "ARJUN MENON"], "arjun.menon.news@example.com", "+91 94440 55271",
    ["Chennai", "Besant Nagar, Chennai – 600090", "Flat 3B, Kaveri Apartments, Besant Nagar, Chennai – 600090", "Chennai – 600090"],
    [P("Deputy News Editor", "The Hindu", "2021-06", "Present", "Chennai"),
     P("Senior Sub-Editor", "The New Indian Express", "2016-03", "2021-05", "Kochi"),
     P("Sub-Editor / Reporter", "Deccan Chronicle", "2012-07", "2016-02", "Hyderabad")],
    [(["Post Graduate Diploma in Journalism (Print)", "Post Graduate Diploma in Journalism", "PG Diploma in Journalism"],
      ["Asian College of Journalism", "Asian College of Journalism, Chennai"]),
     (["B.A. English Language and Literature", "B.A."], "University of Calicut")],
    [],
    [["Copy editing"], ["Headline writing"], ["Page making", "Page design"], ["Fact-checking", "Fact checking"], ["Adobe InDesign", "InDesign"],
     "QuarkXPress", ["Adobe Photoshop", "Photoshop"], "WordPress", ["Arc XP"], ["News desk management"], "Malayalam"],
    ["Chennai", "The Hindu", "Kochi", "Married", "Kerala"],
    [14.3, 14.5], ["Editors"] + JOURNALIST, (), STD + SK + PD + PC + ["stated-years"])

# 16 US executive editor: two columns (main left, sidebar right), "Employer · Town · dates" meta line ---------------
add("16-magazine-editor-two-column-us.pdf", "Evelyn Brooks-Tanaka", "evelyn.bt@example.com", "510-555-0193", ["Oakland, California", "Oakland, CA"],
    [P("Executive Editor", ["Sierra magazine (Sierra Club)", "Sierra magazine", "Sierra", "Sierra Club"], "2021-10", "Present", "Oakland, CA"),
     P(["Senior Editor, Science", "Senior Editor"], "WIRED", "2017-03", "2021-09", "San Francisco, CA"),
     P("Associate Editor", "Mother Jones", "2014-01", "2017-02", "San Francisco, CA"),
     P("Editorial Fellow", "The Atlantic", "2013-09", "2013-12", "Washington, DC")],
    [(["B.A., English", "B.A."], "Stanford University")],
    [],
    [["Structural editing"], ["Line editing"], ["Fact-checking", "Fact checking"], ["Chicago Manual of Style"], ["AP Style"], ["WordPress VIP", "WordPress"],
     ["Adobe InCopy", "InCopy"], "Airtable", ["Parse.ly"], ["Budgeting"], ["Editorial planning"]],
    ["Oakland", "WIRED", "Mother Jones", "Stanford Daily", "Field Notes"],
    [12.85, 13.3], ["Editors"], ["two-columns"], STD + PD + PC + ["stated-years"])

# 17 Irish campaigns officer: fixed-term and maternity-cover contracts, one ending after the as-of date --------------
add("17-campaigns-officer-fixed-term-ireland.pdf", "Ciarán Ó Dálaigh", "ciaran.odalaigh@example.ie", "085 555 0162", ["Dublin 7", "Dublin"],
    [P(["Communications & Campaigns Officer (2-year fixed-term contract)", "Communications & Campaigns Officer", "Communications and Campaigns Officer"],
       "Amnesty International Ireland", "2025-01", "2026-12", "Dublin"),
     P(["Campaigns Officer (maternity cover)", "Campaigns Officer"], "Focus Ireland", "2024-03", "2024-12", "Dublin"),
     P(["Digital Communications Officer (12-month contract)", "Digital Communications Officer"], "Irish Heart Foundation", "2023-02", "2024-02", "Dublin"),
     P("Reporter", ["TheJournal.ie", "The Journal"], "2020-06", "2022-12", "Dublin")],
    [(["MA in Journalism", "MA Journalism"], "Dublin City University"), (["BA in Irish and Journalism", "BA Irish and Journalism"], "University of Galway")],
    [],
    [["Campaign planning"], ["Press releases"], ["Media relations"], ["Copywriting"], ["Meta Ads"], "Mailchimp", ["Action Network"], "WordPress",
     "Canva", ["Google Analytics"], ["Irish", "Gaeilge", "Irish language"], ["Freedom of Information requests", "FOI requests", "Freedom of Information"]],
    ["Dublin", "Amnesty", "RTÉ", "Newstalk", "Shine a Light"],
    [6.3, 6.45], PR + JOURNALIST, (), STD + SK + PD + PC + ["two-columns", "stated-years"])

# 18 UK international development programme manager, two pages: overseas postings, VSO placement --------------------
add("18-intl-development-programme-manager-multipage-uk.pdf", "Eleanor Whitfield", "eleanor.whitfield@example.org", "+44 7700 900815",
    ["Edinburgh EH6", "Edinburgh"],
    [P(["Programme Manager, Middle East Education Portfolio", "Programme Manager"], "Mercy Corps Europe", "2023-04", "Present", ["Edinburgh, UK", "Edinburgh"]),
     P(["Project Officer, Youth Livelihoods (international posting)", "Project Officer, Youth Livelihoods", "Project Officer"], ["Mercy Corps Jordan", "Mercy Corps"],
       "2020-01", "2023-03", ["Amman, Jordan"]),
     P(["Education Adviser (VSO volunteer placement, full-time)", "Education Adviser"], ["VSO Malawi", "VSO"], "2017-09", "2019-11", ["Lilongwe, Malawi"]),
     P("Programme Assistant", ["SCIAF (Scottish Catholic International Aid Fund)", "SCIAF", "Scottish Catholic International Aid Fund"], "2015-10", "2017-08",
       ["Glasgow, UK", "Glasgow"])],
    [("MSc Africa and International Development", "University of Edinburgh"), (["MA (Hons) Geography", "MA Geography"], "University of Glasgow")],
    [["PMD Pro Level 1", "PMD Pro", "PMD Pro Level 1 (Project Management for Development Professionals)"], ["MEAL DPro"]],
    [["Proposal development", "Proposal writing"], ["Budgeting"], ["Logframes", "Logframe"], ["Theory of change"], ["Partner management"], "KoBoToolbox",
     "Power BI", ["Survey design"], ["Safeguarding", "PSEA"], ["Security management"], "Excel", "Arabic"],
    ["Edinburgh", "Amman", "Lilongwe", "FCDO", "Malawi"],
    [10.95, 11.2], ["Project Management Specialists", "Social and Community Service Managers", "Community and Social Service Specialists"],
    (), STD + SK + PD + PC + ["two-columns", "stated-years"])

# 19 US photojournalist: clients as positions "Client — Role, Place    dates", mixed date styles ----------------------
add("19-photojournalist-clients-us.pdf", ["Luis Fernando Ramírez", "Luis Fernando Ramirez"], "lf.ramirez.photo@example.com", "323-555-0147",
    ["Los Angeles, CA"],
    [P(["Freelance Photographer (contract stringer)", "Freelance Photographer"], "The New York Times", "2019", "Present", "Los Angeles"),
     P("Contract Photographer", "Reuters", "2021-01", "2023-12", ["Los Angeles and U.S.–Mexico border", "Los Angeles"]),
     P(["Multimedia Producer (part-time contract)", "Multimedia Producer"], "CalMatters", "2018-03", "2020-12", "Sacramento"),
     P("Staff Photographer", "Los Angeles Times", "2014-06", "2018-02", "Los Angeles")],
    [(["B.A., Photojournalism", "B.A."], "San Francisco State University")],
    [["FAA Part 107 Remote Pilot Certificate", "FAA Part 107 Remote Pilot Certificate (drone)", "Part 107 Remote Pilot Certificate", "FAA Part 107",
      "Remote Pilot Certificate"]],
    [["Photojournalism"], ["Video editing", "Video shooting and editing"], ["Adobe Lightroom", "Lightroom"], ["Adobe Photoshop", "Photoshop"],
     ["Adobe Premiere Pro", "Premiere Pro"], ["Photo Mechanic"], ["Audio recording"], ["Drone photography"], ["Caption writing"], "Spanish"],
    ["Los Angeles", "Reuters", "CalMatters", "Eaton Fire", "Sacramento"],
    [12.35, 12.55], ["Photographers"] + JOURNALIST, (), STD + SK + PD + PC + ["link-not-written", "stated-years"])

# 20 New Zealand communications advisor: title / employer / dates each on its own line, macrons ---------------------
add("20-communications-advisor-dates-own-line-nz.pdf", "Hana Te Rangi", "hana.terangi@example.co.nz", "021 555 0142",
    ["Wellington 6011", "Wellington"],
    [P("Senior Communications Advisor", ["Forest & Bird (Royal Forest and Bird Protection Society of New Zealand)", "Forest & Bird", "Forest and Bird"],
       "2021-08", "Present", "Wellington"),
     P("Communications Advisor", "Wellington City Mission", "2019-02", "2021-07", "Wellington"),
     P("Digital Content Producer", ["RNZ (Radio New Zealand)", "RNZ", "Radio New Zealand"], "2016-03", "2019-01", "Wellington")],
    [(["Bachelor of Communication (Journalism)", "Bachelor of Communication"], "Massey University"),
     (["Certificate in Te Reo Māori (Level 4)", "Certificate in Te Reo Māori"], "Te Wānanga o Aotearoa")],
    [],
    [["Media releases"], ["Media relations"], ["Issues management"], ["Speechwriting"], ["Content production"], ["Adobe Creative Cloud"],
     "Sprout Social", "Squarespace", ["Stakeholder engagement"], ["Te reo Māori", "Te Reo Maori"]],
    ["Wellington", "Forest & Bird", "Checkpoint", "Morning Report", "Kia ora"],
    [10.6, 10.8], PR, (), STD + SK + PD + PC + ["two-columns", "stated-years"])

# 21 US nonprofit communications director (Word): tab-stop MM/YYYY dates, stated "20 years" against 16.5 dated ------
add("21-nonprofit-communications-director-tabs-us.docx", ["Nadia Rahman", "NADIA RAHMAN"], "nadia.rahman@example.org", "(773) 555-0119",
    ["Chicago, IL 60640", "Chicago, IL"],
    [P("Director of Communications", "Chicago Public Library Foundation", "2020-08", "Present", "Chicago, IL"),
     P("Communications Manager", "Greater Chicago Food Depository", "2016-02", "2020-07", "Chicago, IL"),
     P("Media Relations Specialist", ["Ann & Robert H. Lurie Children's Hospital of Chicago", "Lurie Children's Hospital"], "2013-06", "2016-01", "Chicago, IL"),
     P("Reporter", "Daily Herald", "2010", "2013", "Arlington Heights, IL")],
    [(["M.S., Integrated Marketing Communications", "M.S."], ["Northwestern University, Medill School of Journalism", "Northwestern University"]),
     (["B.J., Journalism", "B.J."], "University of Missouri")],
    [],
    [["Strategic communications"], ["Media relations"], ["Crisis communications"], ["Brand strategy"], ["Speechwriting"], ["Annual reports"], "Cision",
     "Sprout Social", ["Adobe InDesign", "InDesign"], ["Team leadership", "Leadership"]],
    ["Chicago", "Carnegie Awards", "Daily Herald", "Hunger Action Month"],
    [16.0, 16.95], PR, ["stated-years"], STD + SK + PD + PC)

# 22 UK trusts fundraiser (Word): borderless layout table, dates cell | title, employer, bullets --------------------
add("22-trusts-fundraiser-layout-table-uk.docx", "Priyanka Shah", "priyanka.shah@example.co.uk", "07700 900371", ["Leicester LE2", "Leicester"],
    [P("Trusts and Foundations Manager", "LOROS Hospice", "2021-04", "Present", "Leicester"),
     P("Senior Trusts Fundraiser", "Age UK", "2018-01", "2021-03", "London"),
     P(["Trusts Fundraiser (part-time, 3 days a week)", "Trusts Fundraiser"], "Leicester Hospitals Charity", "2016-05", "2017-12", "Leicester"),
     P("Supporter Care Assistant", "NSPCC", "2014-09", "2016-04", "London")],
    [("MA Creative Writing", "University of Leicester"), (["BA (Hons) History", "BA History"], "University of Nottingham")],
    [["Certificate in Fundraising", "Certificate in Fundraising, Chartered Institute of Fundraising"]],
    [["Trust and foundation fundraising", "Trusts fundraising"], ["Bid writing"], ["Project budgets", "Budgets"], ["Prospect research"],
     ["Reporting to funders"], ["Beacon CRM", "Beacon"], ["Raiser's Edge"], ["360Giving"], ["Microsoft Excel", "Excel"]],
    ["Leicester", "NSPCC", "Garfield Weston", "Gift Aid", "Director of Income Generation"],
    [12.1, 12.3], FUND, (), STD + SK + PD + PC + ["stated-years"])

# 23 Canadian managing editor (Word): name and contact only in the page header, Heading 2 "Title — Employer, Town" ----
add("23-managing-editor-header-contact-canada.docx", "Simone Okoye-Laurent", "simone.okoyelaurent@example.ca", "604-555-0127",
    ["Vancouver, BC"],
    [P("Managing Editor", "Greystone Books", "2022-11", "Present", "Vancouver, BC"),
     P("Freelance Copy Editor", ["Self-employed", "Freelance"], "2018", "2022"),
     P("Copy Editor", "The Globe and Mail", "2014-09", "2018-06", "Toronto, ON"),
     P("Editorial Intern", "The Walrus", location="Toronto, ON", season=True)],
    [("Master of Publishing", "Simon Fraser University"),
     (["B.A. (Honours), English Literature", "B.A. (Honours)", "B.A., English Literature"], "McGill University")],
    [["Certified Copy Editor"]],
    [["Copy editing"], ["Substantive editing"], "Proofreading", ["Fact-checking", "Fact checking"], ["Chicago Manual of Style"],
     ["Canadian Press Stylebook", "The Canadian Press Stylebook"], ["Adobe InDesign", "InDesign"], ["Adobe InCopy", "InCopy"], "PerfectIt",
     ["Microsoft Word", "Tracked changes"]],
    ["Vancouver", "Globe and Mail", "UBC Press", "The Tyee", "Walrus"],
    [12.1, 12.55], ["Editors"], (), STD + SK + PD + ["stated-years"])

# 24 Australian senior media adviser (Word): tab dates, two roles under one employer line, 3x3 skills grid table ------
add("24-media-adviser-skills-grid-au.docx", "Thomas Haddad", "thomas.haddad@example.com.au", "0491 570 157", ["Canberra ACT", "Canberra"],
    [P("Senior Media Adviser", "Office of the ACT Chief Minister", "2022-07", "Present", "Canberra"),
     P("Media and Communications Manager", ["ACOSS (Australian Council of Social Service)", "ACOSS", "Australian Council of Social Service"],
       "2019-02", "2022-06", "Sydney"),
     P("Political Reporter", "The Canberra Times", "2014-01", "2019-01", "Canberra"),
     P("Cadet Journalist", "The Canberra Times", "2013-01", "2013-12", "Canberra")],
    [(["Bachelor of Communication (Journalism)", "Bachelor of Communication"], "University of Canberra")],
    [],
    [["Media relations"], ["Issues management"], ["Speechwriting"], ["Press conferences"], ["Media releases"], ["Stakeholder engagement"],
     "Meltwater", "Isentia", ["Adobe Audition", "Audition"]],
    ["Canberra", "ACOSS", "Raise the Rate", "Senate", "Parliament House"],
    [13.8, 13.95], PR + JOURNALIST, ["stated-years"], STD + SK + PD + PC)

# 25 Indian CSR and M&E professional (Word): bordered tables Position / Organisation / Location / Period -------------
add("25-csr-me-bordered-tables-india.docx", ["Farhan Siddiqui", "FARHAN SIDDIQUI"], "farhan.siddiqui@example.com", "+91 98110 55634",
    ["Noida, Uttar Pradesh", "Noida", "House No. 221, Sector 50, Noida, Uttar Pradesh – 201301", "Sector 50, Noida, Uttar Pradesh – 201301",
     "Noida, Uttar Pradesh – 201301"],
    [P(["Project Manager – CSR", "Project Manager"], "HCL Foundation", "2022-01", "Present", "Noida"),
     P(["Monitoring & Evaluation Officer", "Monitoring and Evaluation Officer"], "PATH", "2018-08", "2021-12", "New Delhi"),
     P("Project Officer", "Oxfam India", "2015-06", "2018-07", "Lucknow"),
     P("Research Intern", "Centre for Policy Research", "2014-05", "2014-07", "New Delhi")],
    [(["M.A. Social Work", "M.A."], ["Jamia Millia Islamia", "Jamia Millia Islamia, New Delhi"]), (["B.Com", "B.Com."], "University of Lucknow")],
    [],
    [["M&E frameworks", "Monitoring and evaluation", "M&E"], ["Logframes", "Logframe"], ["Baseline and endline surveys", "Baseline surveys"], "Stata", "SPSS",
     "Power BI", "DHIS2", ["MS Excel", "Excel"], ["CSR compliance"], ["Due diligence", "NGO due diligence"], ["Report writing"], ["Stakeholder engagement"]],
    ["Noida", "Lucknow", "Bundelkhand", "Schedule VII", "Oxfam"],
    [11.4, 11.8], NGO, (), STD + SK + PD + PC + ["stated-years"])

# 26 US early-career social media manager (Word): "Title, Employer — Town<TAB>dates", "Summer 2022" internship ------
add("26-social-media-manager-short-us.docx", "Kayla Morrison", "kayla.morrison@example.com", "512-555-0183", ["Austin, TX"],
    [P("Social Media Manager", ["The Texas Tribune", "Texas Tribune"], "2024-01", "Present", "Austin, TX"),
     P("Social Media Coordinator", "KUT Public Media", "2022-08", "2023-12", "Austin, TX"),
     P("Digital Engagement Intern", "ACLU of Texas", location="Austin, TX", season=True)],
    [(["B.A. Journalism", "B.A."], "The University of Texas at Austin")],
    [],
    ["Instagram", "TikTok", "Threads", "Bluesky", "Sprout Social", "Canva", "CapCut", ["Adobe Premiere Pro", "Premiere Pro"], ["Google Analytics"],
     ["Audience analytics"], ["Community moderation"], ["AP Style"]],
    ["Austin", "Texas Tribune", "KUTX", "Legislature", "ACLU"],
    [4.2, 4.55], SOCIAL, (), STD + SK + PD + PC + ["stated-years"])

# 27 Irish correspondent (Word): bold employer line, then roles "Title<TAB>dates" under it; freelance heading --------
add("27-rte-correspondent-roles-under-employer-ireland.docx", "Orla Fitzgerald-Byrne", "orla.fb@example.ie", "086 555 0174", ["Cork"],
    [P(["Southern Correspondent, RTÉ News", "Southern Correspondent"], ["RTÉ", "RTÉ News"], "2022-03", "Present", ["Cork and Dublin", "Cork"]),
     P(["Reporter, RTÉ News", "Reporter"], ["RTÉ", "RTÉ News"], "2017-09", "2022-02", ["Cork and Dublin", "Cork"]),
     P(["Broadcast Journalist (contract), RTÉ Radio 1", "Broadcast Journalist (contract)", "Broadcast Journalist"], ["RTÉ", "RTÉ Radio 1"], "2015", "2017",
       ["Cork and Dublin", "Cork"]),
     P("Reporter", "Irish Examiner", "2012-06", "2015-08", "Cork"),
     P(["Freelance Journalist (The Irish Times, Business Post)", "Freelance Journalist"], ["Freelance", "The Irish Times, Business Post", "The Irish Times"],
       "2011", "2012")],
    [(["MA in Journalism", "MA Journalism"], "University of Limerick"), (["BA (English and History)", "BA"], "University College Cork")],
    [],
    [["News reporting"], ["Live broadcasting"], ["TV packaging"], ["Radio production"], ["Avid Media Composer", "Avid"], ["Adobe Premiere Pro", "Premiere Pro"],
     "Dalet", ["Mobile journalism", "MoJo"], ["Defamation law"], ["Irish", "Irish language"]],
    ["Cork", "Munster", "Morning Ireland", "CountryWide", "Six One"],
    [14.4, 15.95], JOURNALIST + ["Broadcast Announcers"], (), STD + SK + PD)

# 28 UK volunteer programme coordinator (Word): header and footer, title / employer / dates on their own lines ------
add("28-volunteer-programme-coordinator-header-footer-uk.docx", "Fatima Begum", "fatima.begum@example.org.uk", "07700 900126",
    ["Birmingham B10", "Birmingham"],
    [P("Volunteer Programme Coordinator", ["Birmingham Voluntary Service Council (BVSC)", "Birmingham Voluntary Service Council", "BVSC"], "2021-03", "Present",
       "Birmingham"),
     P("Volunteer Coordinator", ["Marie Curie Hospice, West Midlands", "Marie Curie Hospice", "Marie Curie"], "2018-06", "2021-02", ["Solihull", "West Midlands, Solihull"]),
     P("Sessional Youth Worker", ["Birmingham City Council Youth Service", "Birmingham City Council"], "2016", "2018", "Small Heath"),
     P(["Trustee (voluntary)", "Trustee"], "Small Heath Community Forum", "2019", "Present", "Birmingham")],
    [(["BA (Hons) Youth and Community Work (JNC recognised)", "BA (Hons) Youth and Community Work", "BA Youth and Community Work"], "Newman University")],
    [["Level 3 Award in Education and Training"], ["Mental Health First Aider", "Mental Health First Aid", "MHFA"]],
    [["Volunteer recruitment", "Volunteer recruitment and retention"], ["Safeguarding"], ["Training delivery"], ["Community engagement"], ["Event coordination"],
     ["Better Impact"], ["Assemble"], ["Microsoft Teams"], "Urdu", "Bengali"],
    ["Birmingham", "Small Heath", "Solihull", "Commonwealth Games", "Duke of Edinburgh"],
    [10.2, 10.95], VOL, (), STD + SK + PD + PC + ["stated-years"])

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
with open(out, "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations written")
