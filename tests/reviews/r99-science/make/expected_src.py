#!/usr/bin/python3
"""The expectations of review 99 (scientists and laboratory staff), written from the résumés alone before the parser
read them; writes ../expected.jsonl. totalYears: months counted with years.py (both ends included, to 2026-11), then a
small margin; where a recruiter could count student, PhD or service years either way, the range covers both readings."""
import json, os
from years import months

NOCONTACT = ["no-email", "no-phone", "no-name"]
SECTIONS = ["no-experience-section", "no-education-section", "no-skills-section"]
COMMON = NOCONTACT + ["no-experience-section", "no-education-section", "position-without-dates", "position-without-company",
                      "placeholders", "short-text", "stated-years", "link-not-written"]
E = []


def P(title, company, start=None, end=None, location=None, season=False):
    d = {"title": title, "company": company}
    if not season:
        d["start"], d["end"] = start, end
    if location is not None:
        d["location"] = location
    return d


def Y(lo, hi=None, lo_margin=0.15, hi_margin=0.1):
    """[low, high] years from the month ranges of the strict reading (lo) and the generous one (hi)."""
    hi = hi or lo
    return [round(months(lo) / 12 - lo_margin, 1), round(months(hi) / 12 + hi_margin, 1)]


def add(file, name, email, phone, location, positions, education, certs, present, absent, years, occupation,
        warn_present=(), warn_absent=()):
    e = {"file": "files/" + file,
         "contact": {"name": name, "email": email, "phone": phone, "location": location},
         "positions": positions,
         "education": [{"degree": d, "school": s} for d, s in education]}
    if certs:
        e["certifications"] = certs
    e.update({"skills": {"present": present, "absent": absent}, "totalYears": years, "occupation": occupation, "warnings": {}})
    if warn_present:
        e["warnings"]["present"] = list(warn_present)
    if warn_absent:
        e["warnings"]["absent"] = list(warn_absent)
    E.append(e)


TXT = COMMON + ["no-skills-section", "two-columns", "dates-ambiguous"]

# 01 US QC chemist, pipes ---------------------------------------------------------------------------------------
add("01-qc-chemist-pharma-nj-us.txt", ["Danielle R. Okonkwo", "Danielle Okonkwo"], "danielle.okonkwo@example.com", "(732) 555-0183",
    ["New Brunswick, NJ 08901", "New Brunswick, NJ"],
    [P("Senior QC Chemist", ["Bristol Myers Squibb", "Bristol-Myers Squibb"], "2022-03", "Present", "New Brunswick, NJ"),
     P("QC Chemist II", "Catalent Pharma Solutions", "2019-07", "2022-02", "Somerset, NJ"),
     P("QC Chemist I", "Catalent Pharma Solutions", "2017-06", "2019-06", "Somerset, NJ"),
     P(["Laboratory Intern", "Lab Intern"], "Colgate-Palmolive", location="Piscataway, NJ", season=True)],
    [(["B.S. Chemistry", "B.S.", "Bachelor of Science in Chemistry"], ["Rutgers University–New Brunswick", "Rutgers University", "Rutgers University-New Brunswick"])],
    [["Lean Six Sigma Green Belt", "Lean Six Sigma Green Belt – ASQ", "Six Sigma Green Belt"]],
    [["HPLC", "HPLC/UPLC"], ["GC", "GC-FID", "Gas chromatography"], ["Empower", "Empower 3"], ["LabWare LIMS", "LabWare", "LIMS"], "TrackWise",
     ["Karl Fischer", "Karl Fischer titration"], ["Dissolution", "Dissolution testing"], ["cGMP", "GMP"], ["FTIR", "FT-IR"],
     ["OOS investigations", "OOS/OOT investigations", "Root cause analysis"], ["Method validation", "Method transfer", "Method transfers"]],
    ["New Brunswick", "Catalent", "Piscataway", "Bristol Myers Squibb"],
    Y(["2017-06:2026-11"], ["2016-06:2016-08", "2017-06:2026-11"]), ["Chemists", "Quality Control Analysts", "Chemical Technicians"], (), TXT)

# 02 UK environmental lab analyst, dates on their own line -------------------------------------------------------
add("02-environmental-lab-analyst-uk.txt", "Callum Fairweather", "callum.fairweather@example.co.uk", "07700 900418",
    ["Coventry", "Coventry, CV3 5QJ", "14 Orchard Close, Coventry, CV3 5QJ"],
    [P(["Senior Laboratory Analyst – Metals Department", "Senior Laboratory Analyst", "Senior Laboratory Analyst, Metals Department"],
       "ALS Environmental", "2021-07", "Present", "Coventry"),
     P("Laboratory Analyst", ["Scientific Analysis Laboratories (SAL)", "Scientific Analysis Laboratories"], "2019-03", "2021-06", "Manchester"),
     P(["Laboratory Assistant (temporary, via Hays)", "Laboratory Assistant", "Laboratory Assistant (temporary)"], "Severn Trent Water",
       "2018-09", "2019-02", "Coleshill")],
    [(["HNC Applied Chemistry", "HNC"], "Coventry College")],
    [],
    ["ICP-MS", "ICP-OES", "Ion chromatography", "Wet chemistry", "Sample preparation", "Microwave digestion", "LIMS",
     ["ISO 17025", "ISO/IEC 17025"], "COSHH", "Teamwork", "Attention to detail"],
    ["Coventry", "Severn Trent", "Manchester", "Hays"],
    Y(["2018-09:2026-11"]), ["Chemical Technicians", "Environmental Science and Protection Technicians", "Chemists"], (), TXT)

# 03 Indian pharma QA officer, labelled blocks -----------------------------------------------------------------
add("03-pharma-qa-officer-india.txt", ["Rahul Suresh Deshpande", "Rahul S. Deshpande", "Rahul Deshpande"], "rahul.deshpande.qa@example.in",
    "+91 98220 55471",
    ["Pune - 411027, Maharashtra", "Pune", "Pune, Maharashtra", "Pimple Saudagar, Pune - 411027, Maharashtra", "Pimple Saudagar, Pune",
     "Flat No. 304, Shree Ganesh Residency, Pimple Saudagar, Pune - 411027, Maharashtra"],
    [P(["Executive - Quality Assurance (QMS)", "Executive - Quality Assurance", "Executive – Quality Assurance (QMS)"],
       ["Lupin Limited", "Lupin Limited, Pune"], "2021-04", "Present", ["Pune", "Pune (Formulation Plant, Nagpur Road)"]),
     P(["Officer - IPQA", "Officer – IPQA", "IPQA Officer"], ["Emcure Pharmaceuticals Ltd.", "Emcure Pharmaceuticals"], "2017-06", "2021-03",
       ["Hinjawadi, Pune", "Pune"]),
     P(["Trainee Officer - Quality Assurance", "Trainee Officer"], ["Ajanta Pharma Ltd.", "Ajanta Pharma"], "2016-08", "2017-05", "Aurangabad")],
    [(["M.Pharm (Quality Assurance)", "M.Pharm", "Master of Pharmacy"],
      ["Savitribai Phule Pune University", "Poona College of Pharmacy", "Savitribai Phule Pune University (Poona College of Pharmacy)"]),
     (["B.Pharm", "Bachelor of Pharmacy"], "Dr. Babasaheb Ambedkar Marathwada University")],
    [],
    ["Change control", ["Deviations", "Deviation", "Deviation management"], "CAPA", "TrackWise", ["SAP QM", "SAP"],
     ["APQR", "Annual Product Quality Review"], ["SOPs", "SOP", "SOP writing"], ["cGMP", "GMP"], ["Internal audit", "Self-inspection"],
     "Process validation", "Cleaning validation", ["Quality Risk Management", "ICH Q9"]],
    ["Pune", "Lupin", "Emcure", "Aurangabad", "Married"],
    Y(["2016-08:2026-11"]), ["Quality Control", "Compliance Officers", "Regulatory Affairs Specialists"], (), TXT)

# 04 Canadian CRA, employer over two titles ------------------------------------------------------------------------
add("04-clinical-research-associate-canada.txt",
    ["Geneviève Tremblay-Nakamura", "Geneviève Tremblay-Nakamura, BSc, ACRP-CP"], "g.tremblaynakamura@example.ca", "(905) 555-0129",
    ["Mississauga, ON"],
    [P(["Clinical Research Associate II", "CRA II"], "IQVIA", "2023-01", "Present", ["Kirkland, QC", "Kirkland, QC (home-based, Ontario)"]),
     P(["Clinical Research Associate I", "CRA I"], "IQVIA", "2021-01", "2022-12", ["Kirkland, QC", "Kirkland, QC (home-based, Ontario)"]),
     P(["Clinical Research Coordinator – Odette Cancer Centre", "Clinical Research Coordinator", "Clinical Research Coordinator, Odette Cancer Centre"],
       ["Sunnybrook Research Institute", "Sunnybrook Research Institute – Odette Cancer Centre"], "2018-09", "2020-12", "Toronto, ON"),
     P(["Research Assistant (contract)", "Research Assistant"], "Hamilton Health Sciences", "2017-05", "2018-08", "Hamilton, ON")],
    [(["Bachelor of Science, Honours Life Sciences", "Bachelor of Science", "BSc", "Honours Life Sciences"], "McMaster University"),
     (["Clinical Research Graduate Certificate", "Graduate Certificate"], "Humber College")],
    [["ACRP Certified Professional (ACRP-CP)", "ACRP-CP", "ACRP Certified Professional"],
     ["ICH-GCP E6(R2) training (CITI)", "ICH-GCP E6(R2) training", "ICH-GCP", "GCP"], ["TCPS 2: CORE-2022", "TCPS 2", "TCPS 2 CORE"],
     ["IATA Dangerous Goods (Category B)", "IATA Dangerous Goods", "IATA"]],
    ["Site monitoring", "Source data verification", "Risk-based monitoring", "Medidata Rave", ["Veeva Vault CTMS", "Veeva Vault", "Veeva", "CTMS"],
     "REDCap", "Informed consent", ["AE/SAE reporting", "SAE reporting", "Adverse event reporting"], "Oncology", ["French", "Bilingual English/French"],
     "Time management", ["ICH-GCP", "GCP", "Good Clinical Practice"]],
    ["Mississauga", "Kirkland", "Sunnybrook", "Hamilton", "Odette"],
    Y(["2017-05:2026-11"]), ["Clinical Research Coordinators", "Clinical Research"], (), TXT)

# 05 Australian environmental scientist, year-only ranges --------------------------------------------------------
add("05-environmental-scientist-australia.txt", ["Jack McAllister"], "jack.mcallister@example.com.au", "0491 570 336",
    ["Brisbane QLD 4101", "Brisbane QLD", "Brisbane"],
    [P("Senior Environmental Scientist", "GHD", "2022-02", "Present", ["Brisbane QLD", "Brisbane"]),
     P("Environmental Scientist", "Jacobs", "2018", "2022", ["Newcastle NSW", "Newcastle"]),
     P("Graduate Environmental Scientist", ["Coffey (Tetra Tech)", "Coffey"], "2016", "2018", ["Sydney NSW", "Sydney"]),
     P(["Field Assistant (casual)", "Field Assistant"], ["University of Newcastle", "University of Newcastle, School of Environmental and Life Sciences"],
       "2014", "2015")],
    [(["Bachelor of Environmental Science and Management (Honours)", "Bachelor of Environmental Science and Management"], "University of Newcastle")],
    [["Certified Environmental Practitioner (CEnvP)", "CEnvP", "Certified Environmental Practitioner", "Certified Environmental Practitioner (CEnvP) – Site Contamination Specialist"],
     ["First Aid (HLTAID011)", "First Aid", "HLTAID011"], ["White Card", "White Card (construction induction)"]],
    [["Site contamination assessment", "Contaminated land assessment", "Site contamination", "Contaminated land"], "Groundwater monitoring", "PFAS",
     ["Soil and groundwater sampling", "Groundwater sampling", "Soil sampling"], "ArcGIS", "ESdat", ["Microsoft Excel", "Excel"], "R",
     "Report writing", "Project management", "Stakeholder engagement"],
    ["Brisbane", "Newcastle", "Jacobs", "GHD", "Defence"],
    Y(["2016-12:2026-11"], ["2014-01:2015-12", "2016-01:2026-11"]), ["Environmental Scientists"], (), TXT)

# 06 Irish postdoc to industry, roles under employer, publications -------------------------------------------------
add("06-postdoc-to-bioassay-scientist-ireland.txt", ["Aoife Ní Bhriain", "Dr Aoife Ní Bhriain"], "aoife.nibhriain@example.ie", "+353 87 555 0142",
    ["Limerick, Ireland", "Limerick"],
    [P(["Senior Scientist, Bioassay Development", "Senior Scientist"], "Regeneron Ireland DAC", "2024-09", "Present", ["Raheen, Limerick", "Limerick"]),
     P(["Scientist II, Bioassay Development", "Scientist II"], "Regeneron Ireland DAC", "2022-09", "2024-08", ["Raheen, Limerick", "Limerick"]),
     P("Postdoctoral Research Fellow", ["University College Dublin", "University College Dublin, Conway Institute"], "2019-10", "2022-08", "Dublin"),
     P("PhD Researcher", ["Trinity College Dublin", "Trinity College Dublin, School of Biochemistry and Immunology"], "2015-09", "2019-09")],
    [(["PhD Immunology", "PhD", "PhD in Immunology"], "Trinity College Dublin"),
     (["BA (Mod) Biochemistry", "BA (Mod)", "BA Biochemistry", "BA (Mod) Biochemistry, First Class Honours"], "Trinity College Dublin")],
    [],
    [["Cell culture", "Mammalian cell culture"], "ELISA", "Flow cytometry", "qPCR", "Western blot", ["CRISPR-Cas9", "CRISPR"], "GraphPad Prism",
     "JMP", "FlowJo", ["GMP", "cGMP"], ["Assay validation", "Method validation"], ["Bio-layer interferometry", "Octet", "BLI"]],
    ["Limerick", "Raheen", "Conway", "Dublin", "Regeneron"],
    Y(["2019-10:2026-11"], ["2015-09:2026-11"]), ["Biochemists", "Medical Scientists", "Biologists", "Biological Scientists"], (), TXT)

# 07 US microbiology technician, half a page ----------------------------------------------------------------------------
add("07-food-microbiology-tech-half-page-us.txt", "Marisol Guerrero", "marisol.guerrero22@example.com", "559-555-0172", ["Fresno, CA"],
    [P(["Laboratory Technician I, Microbiology", "Laboratory Technician I"], ["Eurofins Scientific (Food Testing)", "Eurofins Scientific", "Eurofins"],
       "2023-08", "Present", "Fresno, CA"),
     P("Quality Assurance Intern", ["Wonderful Pistachios & Almonds", "Wonderful Pistachios and Almonds"], location="Lost Hills, CA", season=True),
     P("Student Lab Assistant", ["Fresno State, Department of Biology", "Fresno State"], "2021", "2023")],
    [(["B.S. Microbiology", "B.S.", "Bachelor of Science in Microbiology"], ["California State University, Fresno", "Fresno State"])],
    [],
    ["Aseptic technique", "PCR", "ELISA", "Media preparation", ["Plate counts", "Aerobic plate counts"], "Environmental monitoring", "LIMS", "GLP",
     ["Microsoft Excel", "Excel"], ["Spanish", "Bilingual English/Spanish"]],
    ["Fresno", "Lost Hills", "Wonderful Pistachios", "Eurofins"],
    Y(["2023-08:2026-11"], ["2021-01:2026-11"]), ["Microbiologists", "Biological Technicians", "Food Science Technicians"], (), TXT)

# 08 UK regulatory affairs, tab-separated one-line headers ---------------------------------------------------------------
add("08-regulatory-affairs-specialist-uk.txt", ["Priya Nair-Collins", "Priya Nair-Collins MSc"], "priya.naircollins@example.co.uk", "07700 900872",
    ["Reading, Berkshire", "Reading"],
    [P("Regulatory Affairs Specialist", ["Bayer plc", "Bayer"], "2021-01", "Present", "Reading"),
     P("Regulatory Affairs Associate", ["Bayer plc", "Bayer"], "2019-01", "2020-12", "Reading"),
     P("Regulatory Affairs Officer", "Accord Healthcare", "2016-09", "2018-12", "Harrow"),
     P(["QC Analyst (contract)", "QC Analyst"], "Reckitt", "2014-10", "2016-08", "Hull")],
    [(["MSc Pharmaceutical Regulatory Affairs", "MSc"], "University of Hertfordshire"), (["BSc (Hons) Chemistry", "BSc Chemistry", "BSc"], "University of Hull")],
    [["RAPS Regulatory Affairs Certification – EU (RAC-EU)", "RAC-EU", "Regulatory Affairs Certification – EU", "Regulatory Affairs Certification"]],
    ["eCTD", ["Veeva Vault RIM", "Veeva Vault", "Veeva"], ["docuBridge", "Lorenz docuBridge"], ["Variations", "Type IA/IB/II variations"],
     ["CMC", "CMC Module 3 authoring"], ["Labelling", "Labeling"], "SmPC", "Change control", "Stakeholder management", "HPLC",
     ["Regulatory submissions", "MHRA submissions", "Submissions"]],
    ["Reading", "Harrow", "Hull", "Brexit", "Windsor Framework"],
    Y(["2014-10:2026-11"]), ["Regulatory Affairs Specialists"], (), TXT)

# 09 US LC-MS bioanalytical scientist, employer first, dates on their own line ---------------------------------------------
add("09-lcms-bioanalytical-contract-us.txt", ["Thomas J. Whitfield", "Thomas Whitfield"], "tj.whitfield@example.net", "919.555.0106",
    ["Durham, NC 27713", "Durham, NC"],
    [P(["Senior Scientist I, Bioanalytical", "Senior Scientist I"], ["Frontage Laboratories, Inc.", "Frontage Laboratories"], "2022-04", "Present",
       ["Exton, PA", "Durham, NC", "Exton, PA (remote reporting from Durham, NC)"]),
     P(["Scientist II, Bioanalytical Chemistry", "Scientist II"], ["Labcorp Drug Development (formerly Covance)", "Labcorp Drug Development", "Labcorp"],
       "2019-06", "2022-03", "Durham, NC"),
     P(["Associate Scientist (contractor through Kelly Scientific Resources)", "Associate Scientist", "Associate Scientist (contractor)"],
       ["Merck & Co., Inc.", "Merck & Co.", "Merck"], "2017-06", "2019-03", "Rahway, NJ"),
     P("Laboratory Technician", ["Research Triangle Institute (RTI International)", "RTI International", "Research Triangle Institute"], "2016-01", "2017-05",
       ["Research Triangle Park, NC"])],
    [(["M.S. Chemistry", "M.S.", "Master of Science in Chemistry"], "North Carolina State University"),
     (["B.S. Biochemistry", "B.S.", "Bachelor of Science in Biochemistry"], "Appalachian State University")],
    [],
    [["LC-MS/MS", "LC-MS"], "Watson LIMS", ["Solid-phase extraction", "SPE"], ["Liquid-liquid extraction", "LLE"], "Protein precipitation", "MassLynx",
     ["GLP", "Good Laboratory Practice"], ["Method validation", "Method development and validation", "Method development"], ["HPLC", "UPLC"],
     ["Phoenix WinNonlin", "WinNonlin"], ["Microsoft Excel", "Excel"]],
    ["Durham", "Exton", "Rahway", "Kelly Scientific", "Labcorp"],
    Y(["2016-01:2019-03", "2019-06:2026-11"]), ["Chemists", "Biochemists"], (), TXT)

# 10 Singapore research officer to QC, National Service -------------------------------------------------------------------
add("10-research-officer-to-qc-singapore.txt",
    ["Tan Wei Ming, Jonathan", "Tan Wei Ming Jonathan", "Jonathan Tan Wei Ming", "Tan Wei Ming", "Jonathan Tan"], "jonathan.tan.wm@example.sg",
    "(+65) 9155 5012",
    ["Singapore 520418", "Singapore", "Blk 418 Tampines Street 41, #07-112, Singapore 520418", "Tampines Street 41, #07-112, Singapore 520418",
     "Tampines, Singapore"],
    [P(["QC Executive, Molecular Methods", "QC Executive"], ["Lonza Biologics Tuas Pte Ltd", "Lonza Biologics Tuas", "Lonza"], "2023-01", "Present", "Singapore"),
     P("Research Officer", ["Genome Institute of Singapore (A*STAR)", "Genome Institute of Singapore", "A*STAR"], "2018-06", "2022-12", ["Biopolis", "Singapore"]),
     P(["Full-time National Service", "Combat Medic (Corporal)", "Combat Medic"], ["Singapore Armed Forces", "Singapore Armed Forces — Combat Medic (Corporal)"],
       "2012-03", "2014-02")],
    [(["Bachelor of Science (Honours) in Life Sciences", "Bachelor of Science (Honours)", "Bachelor of Science", "BSc (Hons) Life Sciences"],
      "National University of Singapore")],
    [],
    ["qPCR", "ddPCR", ["NGS library preparation", "NGS library prep", "NGS"], "SDS-PAGE", "CE-SDS", "Cell culture", "Aseptic technique", "GMP",
     "Data integrity", ["SOP writing", "SOPs"], "R", "Python", ["Veeva QMS", "Veeva"], ["LabVantage LIMS", "LabVantage", "LIMS"]],
    ["Tampines", "Biopolis", "Tuas", "Corporal"],
    Y(["2018-06:2026-11"], ["2012-03:2014-02", "2018-06:2026-11"]),
    ["Biologists", "Biological Technicians", "Quality Control Analysts", "Biochemists"], (), TXT)

# ---- PDFs -----------------------------------------------------------------------------------------------------------
PDF = COMMON + ["dates-ambiguous"]

# 11 US cell biologist, dark sidebar ----------------------------------------------------------------------------------
add("11-cell-biology-scientist-sidebar-us.pdf", ["Kevin Tran-Alvarez", "Kevin Tran-Alvarez, Ph.D."], "kevin.tranalvarez@example.com", "(650) 555-0193",
    ["South San Francisco, CA"],
    [P(["Scientist II, Discovery Biology", "Scientist II"], "Denali Therapeutics", "2023-05", "Present", "South San Francisco, CA"),
     P("Scientist I", "Calico Life Sciences", "2021-01", "2023-04", "South San Francisco, CA"),
     P("Postdoctoral Scholar", ["Stanford University School of Medicine, Department of Genetics", "Stanford University School of Medicine", "Stanford University"],
       "2018-09", "2020-12", "Stanford, CA")],
    [(["Ph.D., Molecular and Cell Biology", "Ph.D.", "PhD"], ["University of California, Berkeley", "UC Berkeley"]),
     (["B.S., Biology", "B.S.", "Bachelor of Science in Biology"], ["University of California, San Diego", "UC San Diego"])],
    [],
    [["Mammalian cell culture", "Cell culture"], ["iPSC differentiation", "iPSC"], "High-content imaging", "Confocal microscopy", "Flow cytometry",
     ["CRISPR screens", "CRISPR"], "Lentiviral production", "qPCR", "Western blot", "Python", "CellProfiler", "GraphPad Prism", "FlowJo",
     ["Benchling", "Benchling ELN"], "Assay development", "Mentoring"],
    ["South San Francisco", "Stanford", "Denali", "Calico"],
    Y(["2018-09:2026-11"]), ["Biologists", "Biochemists", "Medical Scientists", "Biological Scientists"], ["two-columns"],
    PDF + ["no-skills-section"])

# 12 Irish QC microbiologist, small caps, year ranges -------------------------------------------------------------------
add("12-qc-microbiologist-smallcaps-ireland.pdf", "Ciarán Delaney", "ciaran.delaney.micro@example.ie", "+353 86 555 0371",
    ["Ballincollig, Co. Cork", "Ballincollig"],
    [P("Senior QC Microbiologist", "Pfizer Ireland Pharmaceuticals", "2021", "Present", ["Ringaskiddy, Co. Cork", "Ringaskiddy"]),
     P("QC Microbiology Analyst", "Eli Lilly Kinsale Ltd", "2019", "2021", ["Kinsale, Co. Cork", "Kinsale"]),
     P("Microbiology Analyst", "Eurofins Biopharma Product Testing Ireland", "2017", "2019", ["Dungarvan, Co. Waterford", "Dungarvan"]),
     P(["Laboratory Technician (Graduate Programme)", "Laboratory Technician"], "Abbott Nutrition", "2017-01", "2017-08", ["Cootehill, Co. Cavan", "Cootehill"])],
    [(["MSc Industrial Microbiology", "MSc"], "University College Dublin"),
     (["BSc (Hons) Biosciences", "BSc Biosciences", "BSc"], ["Munster Technological University (CIT), Cork", "Munster Technological University"])],
    [["Certified Pharmaceutical GMP Professional (CPGP)", "CPGP", "Certified Pharmaceutical GMP Professional", "Certified Pharmaceutical GMP Professional (CPGP), ASQ"],
     ["Root Cause Analysis and Human Error Reduction", "Root Cause Analysis and Human Error Reduction, NSAI"]],
    ["Environmental monitoring", "Sterility testing", ["Bacterial endotoxin testing", "Endotoxin testing", "LAL"], "Bioburden", "MALDI-TOF",
     "Aseptic technique", "Minitab", ["LabWare", "LIMS"], ["EU GMP Annex 1", "Annex 1"], "Technical writing", ["Trend analysis", "Trending"]],
    ["Ringaskiddy", "Kinsale", "Cork", "Hurling", "Sea swimming"],
    Y(["2017-01:2026-11"], lo_margin=0.3), ["Microbiologists"], (), PDF + ["no-skills-section", "two-columns"])

# 13 Indian CRA, bordered tables, DD/MM/YYYY ----------------------------------------------------------------------------
add("13-cra-bordered-tables-india.pdf", ["Sneha Venkataraman"], "sneha.venkat.cra@example.in", "+91 99000 55238",
    ["Bengaluru – 560011", "Bengaluru", "No. 27, 2nd Cross, Jayanagar 4th Block, Bengaluru – 560011", "Jayanagar 4th Block, Bengaluru – 560011",
     "Jayanagar 4th Block, Bengaluru"],
    [P(["Clinical Research Associate II", "CRA II"], ["Syneos Health Clinical Pvt. Ltd.", "Syneos Health"], "2023-04", "Present", "Bengaluru"),
     P(["Clinical Research Associate I", "CRA I"], ["Parexel International (India) Pvt. Ltd.", "Parexel International", "Parexel"], "2021-07", "2023-03", "Bengaluru"),
     P("Clinical Research Coordinator", "Manipal Hospital", "2019-05", "2021-06", "Bengaluru"),
     P(["Intern – Clinical Research", "Intern - Clinical Research", "Intern"], ["Clini India (Training Institute)", "Clini India"], "2018-12", "2019-04", "Bengaluru")],
    [(["M.Pharm (Pharmacology)", "M.Pharm"], ["Al-Ameen College of Pharmacy", "Rajiv Gandhi University of Health Sciences"]),
     (["B.Pharm", "Bachelor of Pharmacy"], ["JSS College of Pharmacy, Mysuru", "JSS College of Pharmacy", "JSS Academy of Higher Education & Research"])],
    [["ICH-GCP E6(R2)", "ICH-GCP", "ICH-GCP E6(R2) – NIDA Clinical Trials Network"],
     ["Post Graduate Diploma in Clinical Research", "Post Graduate Diploma in Clinical Research – Clini India"]],
    [["Site monitoring", "Site management and monitoring", "Monitoring"], ["SDV", "Source data verification"], "Risk-based monitoring", "Medidata Rave",
     "Oracle InForm", ["Siebel CTMS", "CTMS", "Siebel"], ["Veeva Vault eTMF", "Veeva Vault", "Veeva", "eTMF"], ["MS Excel", "Excel", "Microsoft Excel"],
     ["Communication", "Good communication", "Communication skills"], ["Interpersonal skills", "Interpersonal"], ["Team player", "Teamwork"]],
    ["Bengaluru", "Jayanagar", "Manipal", "Mysuru"],
    Y(["2019-05:2026-11"], ["2018-12:2026-11"]), ["Clinical Research Coordinators", "Clinical Research"], (),
    COMMON + ["no-skills-section", "two-columns"])

# 14 US environmental scientist, icons, dates on their own line ------------------------------------------------------------
add("14-environmental-scientist-icons-us.pdf", "Hannah Brightwater", "hannah.brightwater@example.org", "720-555-0158",
    ["Denver, CO 80211", "Denver, CO"],
    [P("Environmental Scientist II", ["Tetra Tech, Inc.", "Tetra Tech"], "2021-10", "Present", "Lakewood, CO"),
     P("Environmental Protection Specialist",
       ["Colorado Department of Public Health and Environment (CDPHE), Water Quality Control Division",
        "Colorado Department of Public Health and Environment (CDPHE)", "Colorado Department of Public Health and Environment", "CDPHE"],
       "2019-08", "2021-09", "Denver, CO"),
     P(["Hydrologic Technician (seasonal)", "Hydrologic Technician"],
       ["U.S. Geological Survey, Colorado Water Science Center", "U.S. Geological Survey", "USGS"], "2018-05", "2019-07", "Denver, CO"),
     P("Undergraduate Research Assistant", ["Colorado School of Mines, Department of Civil and Environmental Engineering", "Colorado School of Mines"],
       "2016", "2018", "Golden, CO")],
    [(["B.S. Environmental Science", "B.S.", "Bachelor of Science in Environmental Science"], "Colorado School of Mines")],
    [["OSHA 40-Hour HAZWOPER", "OSHA 40-Hour HAZWOPER (29 CFR 1910.120)", "HAZWOPER", "40-Hour HAZWOPER"],
     ["Colorado Class B Water Treatment Operator", "Class B Water Treatment Operator", "Water Treatment Operator"],
     ["ESRI ArcGIS Pro Associate", "ArcGIS Pro Associate"], ["First Aid/CPR/AED", "First Aid", "CPR"]],
    [["Groundwater & surface water sampling", "Groundwater sampling", "Groundwater monitoring", "Surface water sampling"], ["ArcGIS Pro", "ArcGIS"], "QGIS",
     ["RCRA", "RCRA / CERCLA investigations"], "CERCLA", "Python", "pandas", ["EQuIS", "EQuIS data management"],
     ["Technical report writing", "Report writing", "Technical writing"], ["Field team leadership", "Team leadership", "Leadership"]],
    ["Denver", "Lakewood", "Golden", "Tetra Tech", "U.S. Geological Survey"],
    Y(["2019-08:2026-11"], ["2016-01:2026-11"]), ["Environmental Scientists"], (), PDF + ["no-skills-section", "two-columns"])

# 15 UK QA head / QP, two pages, letter-spaced headings -------------------------------------------------------------
add("15-qa-manager-qualified-person-2pages-uk.pdf", "Eleanor Marsh-Whitby", "e.marshwhitby@example.co.uk", "07700 900231",
    ["Macclesfield, Cheshire SK10", "Macclesfield, Cheshire", "Macclesfield"],
    [P(["Head of Quality Assurance & Qualified Person", "Head of Quality Assurance and Qualified Person", "Head of Quality Assurance"],
       ["AstraZeneca", "AstraZeneca, Macclesfield Campus"], "2020-06", "Present"),
     P(["QA Manager, Sterile Operations", "QA Manager"], ["GlaxoSmithKline", "GSK"], "2015-03", "2020-05", "Barnard Castle"),
     P(["Senior Quality Control Scientist → QC Team Leader", "Senior Quality Control Scientist", "QC Team Leader",
        "Senior Quality Control Scientist, QC Team Leader", "Senior Quality Control Scientist - QC Team Leader"],
       "Piramal Pharma Solutions", "2011-09", "2015-02", "Morpeth"),
     P("Analytical Development Scientist", "Sanofi", "2009-10", "2011-08", "Holmes Chapel")],
    [(["PhD, Analytical Chemistry", "PhD", "PhD in Analytical Chemistry"], "University of Manchester"),
     (["MChem (Hons) Chemistry, First Class", "MChem (Hons) Chemistry", "MChem"], "University of Leeds")],
    [["Qualified Person (QP)", "Qualified Person", "QP",
      "Qualified Person (QP) – eligible under Directive 2001/83/EC and 2001/20/EC; assessed by RSC/RPS/RSB joint assessors, 2018"],
     ["Chartered Chemist (CChem)", "Chartered Chemist", "CChem", "Chartered Chemist (CChem), Member of the Royal Society of Chemistry (MRSC)"],
     ["IRCA-certified Lead Auditor (ISO 9001)", "Lead Auditor", "ISO 9001 Lead Auditor", "IRCA Lead Auditor"],
     ["Six Sigma Black Belt", "Six Sigma Black Belt (internal, GSK Production System)"]],
    ["Batch certification", ["EU GMP", "GMP"], ["Quality risk management", "ICH Q9"], "Regulatory inspections", "Data integrity",
     ["Deviation and CAPA management", "CAPA"], ["Validation", "Process validation", "Cleaning validation"], ["Team leadership", "Leadership"],
     "Coaching", ["Budget ownership", "Budgeting", "Budget management"], "HPLC", ["Empower", "Empower 3"]],
    ["Macclesfield", "Barnard Castle", "Morpeth", "Holmes Chapel", "Cheshire"],
    Y(["2009-10:2026-11"]), ["Quality Control", "Compliance Managers", "Regulatory Affairs Managers"], (),
    PDF + ["no-skills-section", "two-columns"])

# 16 Australian technical officer, dates in a left table column ------------------------------------------------------
add("16-technical-officer-table-australia.pdf", "Mei-Ling Harrington", "meiling.harrington@example.com.au", "0491 570 274",
    ["Belconnen ACT 2617", "Belconnen ACT", "Belconnen"],
    [P(["Technical Officer (CSOF4)", "Technical Officer"], "CSIRO Agriculture & Food", "2020-06", "Present", ["Black Mountain, Canberra ACT", "Canberra ACT"]),
     P("Laboratory Technician", ["University of Canberra", "University of Canberra, Faculty of Science and Technology"], "2017-02", "2020-05", ["Bruce ACT"]),
     P(["Laboratory Assistant (casual)", "Laboratory Assistant"], "Capital Pathology", "2015-11", "2017-01", ["Canberra ACT", "Canberra"])],
    [(["Bachelor of Science (Honours)", "Bachelor of Science"], ["The Australian National University", "Australian National University"]),
     (["Certificate IV in Laboratory Techniques", "Certificate IV in Laboratory Techniques (MSL40122)"], "Canberra Institute of Technology")],
    [["OGTR Physical Containment (PC2) training", "OGTR PC2 training", "PC2 training"], ["Dangerous Goods by Air (IATA)", "Dangerous Goods by Air"],
     ["Provide First Aid (HLTAID011)", "First Aid", "HLTAID011", "Provide First Aid"],
     ["Working with Vulnerable People (ACT) registration", "Working with Vulnerable People", "Working with Vulnerable People (ACT)"]],
    [["DNA/RNA extraction", "DNA extraction", "RNA extraction"], "PCR", "qPCR", ["KASP genotyping", "KASP", "Genotyping"], "Gel electrophoresis",
     ["Tissue culture", "Plant tissue culture"], ["Golden Gate cloning", "Cloning"], ["Geneious Prime", "Geneious"], ["Excel", "Microsoft Excel"],
     ["WHS risk assessment", "Risk assessment"], "Procurement", "Equipment maintenance"],
    ["Belconnen", "Black Mountain", "Bruce", "CSIRO"],
    Y(["2015-11:2026-11"]), ["Biological Technicians", "Agricultural and Food Science Technicians", "Biologists"], (),
    PDF + ["no-skills-section", "two-columns"])

# 17 Canadian genomics scientist, two-column grid ---------------------------------------------------------------------
add("17-genomics-scientist-2col-canada.pdf", "Arjun Mehta-Lefebvre", "arjun.ml@example.ca", "(604) 555-0117", ["Burnaby, BC"],
    [P(["Scientist, Genomics Platform", "Scientist"], ["AbCellera Biologics", "AbCellera"], "2023-03", "Present", "Vancouver, BC"),
     P("Research Associate", ["Canada's Michael Smith Genome Sciences Centre, BC Cancer", "Canada's Michael Smith Genome Sciences Centre",
                              "Michael Smith Genome Sciences Centre"], "2020-09", "2023-02", "Vancouver, BC"),
     P("Graduate Research Assistant", ["University of British Columbia, Michael Smith Laboratories", "University of British Columbia"],
       "2018-09", "2020-08", "Vancouver, BC"),
     P("Research Co-op Student", "STEMCELL Technologies", location="Vancouver, BC", season=True)],
    [(["MSc, Bioinformatics", "MSc", "MSc in Bioinformatics"], "University of British Columbia"),
     (["BSc, Biochemistry (Co-op)", "BSc, Biochemistry", "BSc"], "University of Waterloo")],
    [],
    ["NGS library prep", ["Single-cell RNA-seq", "scRNA-seq"], "10x Genomics", ["Oxford Nanopore", "Nanopore"], "qPCR", "Flow cytometry", "Python",
     ["R", "R / Bioconductor", "Bioconductor"], "Nextflow", "Bash", "AWS", "Docker", "Git", "SQL", ["Documentation", "Clear documentation"],
     "Project planning"],
    ["Burnaby", "Vancouver", "BC Cancer", "AbCellera"],
    Y(["2020-09:2026-11"], ["2017-05:2017-08", "2018-09:2026-11"]), ["Bioinformatics", "Biologists", "Biochemists"], ["two-columns"], PDF)

# 18 Dutch-based Italian analytical scientist, Europass-style label column ------------------------------------------------
add("18-analytical-scientist-europass-netherlands.pdf", "Giulia Ferraro", "giulia.ferraro@example.nl", "+31 6 5555 0183",
    ["Kanaalweg 22, 2628 EB Delft, the Netherlands", "Delft, the Netherlands", "Delft", "2628 EB Delft, the Netherlands", "2628 EB Delft",
     "Delft, Netherlands"],
    [P("Analytical Scientist", ["DSM-Firmenich", "DSM-Firmenich, Science & Research"], "2020-10", "Present", ["Delft (NL)", "Delft"]),
     P("Postdoctoral Researcher", ["Utrecht University", "Utrecht University, Debye Institute for Nanomaterials Science"], "2019-02", "2020-09",
       ["Utrecht (NL)", "Utrecht"]),
     P("PhD Candidate", ["University of Amsterdam", "University of Amsterdam, Van 't Hoff Institute for Molecular Sciences"], "2014-09", "2019-01",
       ["Amsterdam (NL)", "Amsterdam"])],
    [(["PhD in Analytical Chemistry", "PhD"], "University of Amsterdam"),
     (["Laurea Magistrale (MSc) in Chemistry", "Laurea Magistrale", "MSc in Chemistry", "MSc"], ["Università di Bologna", "University of Bologna"]),
     (["Laurea (BSc) in Chemistry", "Laurea", "BSc in Chemistry", "BSc"], ["Università di Bologna", "University of Bologna"])],
    [],
    [["LC-HRMS", "LC-MS"], "Orbitrap", "GC-MS", ["SEC", "GPC", "SEC/GPC", "SEC-MALS"], ["2D-LC", "Two-dimensional liquid chromatography"], "NMR",
     ["Raman", "Raman spectroscopy"], "FTIR", "Python", "scikit-learn", "Chemometrics", "Method validation", "Problem solving", "Mentoring", "Dutch"],
    ["Delft", "Utrecht", "Amsterdam", "Nationality"],
    Y(["2019-02:2026-11"], ["2014-09:2026-11"]), ["Chemists"], (), COMMON + ["no-skills-section"])

# 19 US formulation scientist, three-page CV ------------------------------------------------------------------------------
add("19-formulation-scientist-3page-cv-us.pdf", ["Samuel Okafor-Lindqvist", "Samuel Okafor-Lindqvist, Ph.D."], "s.okaforlindqvist@example.com",
    "(617) 555-0162", ["Arlington, MA 02474", "Arlington, MA"],
    [P(["Principal Scientist, Formulation Development", "Principal Scientist"], ["Moderna, Inc.", "Moderna"], "2024-01", "Present", "Cambridge, MA"),
     P(["Senior Scientist II, Formulation Development", "Senior Scientist II"], ["Moderna, Inc.", "Moderna"], "2021-08", "2023-12", "Cambridge, MA"),
     P(["Senior Scientist, Pharmaceutical Development", "Senior Scientist"], "Alnylam Pharmaceuticals", "2019-03", "2021-07", "Cambridge, MA"),
     P("Postdoctoral Associate", ["Massachusetts Institute of Technology", "Massachusetts Institute of Technology, Koch Institute for Integrative Cancer Research",
                                  "Koch Institute for Integrative Cancer Research", "MIT"], "2016-10", "2019-02", "Cambridge, MA"),
     P("Graduate Student Research Assistant", ["University of Michigan", "University of Michigan, Department of Chemical Engineering"],
       "2011-09", "2016-08", "Ann Arbor, MI")],
    [(["Ph.D., Chemical Engineering", "Ph.D.", "PhD"], "University of Michigan"),
     (["B.S., Chemical Engineering", "B.S.", "Bachelor of Science in Chemical Engineering"], "University of Minnesota")],
    [],
    [["Lipid nanoparticles", "LNP"], ["Microfluidic mixing", "Microfluidics"], ["Tangential flow filtration", "TFF"], ["Lyophilisation", "Lyophilization", "Freeze-drying"],
     "DLS", "Cryo-EM", "HPLC", "LC-MS", "Capillary electrophoresis", ["QbD", "Quality by Design"], ["DoE", "Design of experiments"], "JMP",
     ["CMC authoring", "CMC"], ["Tech transfer", "Technology transfer", "GMP tech transfer"], ["People management", "Team management"]],
    ["Arlington", "Cambridge", "Ann Arbor", "Moderna", "Switzerland"],
    Y(["2016-10:2026-11"], ["2011-09:2016-08", "2016-10:2026-11"]), ["Chemical Engineers", "Chemists", "Biochemists", "Medical Scientists"], (),
    PDF + ["no-skills-section", "two-columns"])

# 20 US forensic DNA analyst, header band, table dates ------------------------------------------------------------------
add("20-forensic-dna-analyst-us.pdf", ["DeShawn A. Mercer", "DeShawn Mercer"], "deshawn.mercer@example.com", "614-555-0139",
    ["Columbus, OH 43215", "Columbus, OH"],
    [P(["Forensic Scientist II, DNA Section", "Forensic Scientist II"], ["Ohio Bureau of Criminal Investigation (BCI)", "Ohio Bureau of Criminal Investigation"],
       "2020-01", "Present", "London, OH"),
     P(["Forensic Scientist I, DNA", "Forensic Scientist I"], ["Kentucky State Police Central Forensic Laboratory", "Kentucky State Police"],
       "2017-08", "2019-12", "Frankfort, KY"),
     P("Laboratory Technician", "Bode Technology", "2015-06", "2017-07", "Lorton, VA")],
    [(["M.S., Forensic Science (Biology concentration)", "M.S., Forensic Science", "M.S."], "Marshall University"),
     (["B.S., Biology", "B.S."], "Ohio University")],
    [["Diplomate, American Board of Criminalistics (D-ABC), Molecular Biology", "D-ABC", "Diplomate, American Board of Criminalistics",
      "American Board of Criminalistics"], ["STRmix Expert Witness Training"]],
    ["DNA extraction", ["Real-time PCR quantitation", "qPCR", "Real-time PCR"], ["STR amplification", "STR"], "Capillary electrophoresis",
     ["GeneMapper ID-X", "GeneMapper"], "STRmix", "CODIS", "Serology", "Chain of custody", ["Courtroom testimony", "Expert testimony", "Testimony"],
     "Report writing", ["JusticeTrax", "LIMS"]],
    ["Columbus", "London", "Frankfort", "Lorton", "Kentucky State Police"],
    Y(["2015-06:2026-11"]), ["Forensic Science Technicians"], (), PDF + ["no-skills-section", "two-columns"])

# ---- DOCX ----------------------------------------------------------------------------------------------------------
DOCX = COMMON + ["dates-ambiguous", "two-columns"]

# 21 US biologics QC analyst, tab-stop dates -----------------------------------------------------------------------------
add("21-biologics-qc-analyst-tabs-us.docx", ["Brandon K. Ostrowski", "Brandon Ostrowski"], "b.ostrowski@example.com", "(919) 555-0177",
    ["Raleigh, NC 27606", "Raleigh, NC"],
    [P("Quality Control Analyst II", ["Novo Nordisk Pharmaceutical Industries", "Novo Nordisk"], "2022-02", "Present", "Clayton, NC"),
     P(["QC Analyst I, Biochemistry", "QC Analyst I"], "FUJIFILM Diosynth Biotechnologies", "2019-06", "2022-01", "Morrisville, NC"),
     P(["Laboratory Technician (temporary)", "Laboratory Technician"],
       ["Eurofins Lancaster Laboratories (PSS at Biogen)", "Eurofins Lancaster Laboratories"], "2018-08", "2019-05", "Research Triangle Park, NC")],
    [(["B.S. Chemistry (ACS-certified)", "B.S. Chemistry", "B.S."], "University of North Carolina Wilmington")],
    [["BioWork Certificate", "BioWork Certificate – Wake Technical Community College"],
     ["ASQ Certified Quality Improvement Associate (CQIA)", "CQIA", "Certified Quality Improvement Associate"]],
    [["HPLC", "HPLC/UPLC", "UPLC"], "SEC", ["Capillary electrophoresis", "CE-SDS"], "icIEF", "ELISA", "Peptide mapping", ["Empower 3", "Empower"],
     ["LabVantage LIMS", "LabVantage", "LIMS"], ["Veeva QMS", "Veeva"], ["cGMP", "GMP"], "Data integrity", "Technical writing", "Troubleshooting"],
    ["Raleigh", "Clayton", "Morrisville", "Biogen", "Novo Nordisk"],
    Y(["2018-08:2026-11"]), ["Quality Control Analysts", "Chemists", "Chemical Technicians"], (), DOCX + ["no-skills-section"])

# 22 Canadian RA manager, layout table --------------------------------------------------------------------------------
add("22-regulatory-affairs-manager-layout-table-ca.docx", ["Olumide Adeyemi-Clarke", "Olumide Adeyemi-Clarke, RAC"], "olumide.ac@example.ca",
    "416-555-0148", ["Toronto, ON M4S 1A1", "Toronto, ON"],
    [P("Manager, Regulatory Affairs", "Sanofi Pasteur Limited", "2020-01", "Present", "Toronto, ON"),
     P("Senior Regulatory Affairs Associate", "Apotex Inc.", "2016-04", "2019-12", "Toronto, ON"),
     P("Regulatory Affairs Associate", "Teva Canada Limited", "2014-09", "2016-03", "Toronto, ON"),
     P("Quality Control Chemist", ["Patheon (now Thermo Fisher Scientific)", "Patheon"], "2013-05", "2014-08", "Whitby, ON")],
    [(["Honours B.Sc., Pharmacology and Biochemistry", "Honours B.Sc.", "B.Sc., Pharmacology and Biochemistry", "B.Sc."], "University of Toronto"),
     (["Post-Graduate Certificate, Regulatory Affairs – Pharmaceuticals", "Post-Graduate Certificate, Regulatory Affairs", "Post-Graduate Certificate"],
      "Humber College")],
    [["Regulatory Affairs Certification (RAC-Drugs), RAPS", "RAC-Drugs", "Regulatory Affairs Certification (RAC-Drugs)", "RAC", "Regulatory Affairs Certification"],
     ["Project Management Professional (PMP), PMI", "PMP", "Project Management Professional", "Project Management Professional (PMP)"]],
    ["eCTD", ["CMC strategy", "CMC"], ["Labelling", "Labeling"], "Lifecycle management", ["Veeva Vault RIM", "Veeva Vault", "Veeva"],
     ["docuBridge", "Lorenz docuBridge"], "MS Project", ["Team leadership", "Leadership"], "Negotiation", "Mentoring", "French",
     ["Regulatory strategy", "Regulatory"]],
    ["Toronto", "Whitby", "Apotex", "Teva"],
    Y(["2013-05:2026-11"]), ["Regulatory Affairs Managers", "Regulatory Affairs"], (), DOCX + ["no-skills-section"])

# 23 UK research technician, contact only in the page header ---------------------------------------------------------------
add("23-research-technician-header-contact-uk.docx", "Chloe Ashworth-Banks", "chloe.ashworthbanks@example.co.uk", "07700 900615",
    ["Abingdon, Oxfordshire", "Abingdon"],
    [P("Research Technician", ["Mary Lyon Centre, MRC Harwell", "MRC Harwell", "Mary Lyon Centre"], "2021-08", "Present", "Didcot"),
     P(["Laboratory Technician Apprentice", "Laboratory Technician Apprentice"],
       ["University of Oxford, Sir William Dunn School of Pathology", "University of Oxford", "Sir William Dunn School of Pathology"], "2019-09", "2021-07"),
     P("Histology Assistant", ["Oxford University Hospitals NHS Foundation Trust, John Radcliffe Hospital", "Oxford University Hospitals NHS Foundation Trust",
                               "John Radcliffe Hospital"], "2018-06", "2019-08")],
    [(["Level 3 Laboratory Technician Apprenticeship", "Level 3 Laboratory Technician Apprenticeship (Distinction)"], ["Activate Learning", "Activate Learning, Oxford"]),
     (["BTEC Level 3 Extended Diploma in Applied Science", "BTEC Level 3 Extended Diploma"], ["Abingdon & Witney College", "Abingdon and Witney College"])],
    [["Registered Science Technician (RSciTech)", "RSciTech", "Registered Science Technician"],
     ["Home Office Personal Licence (PIL A, modules 1–4)", "Home Office Personal Licence", "Personal Licence", "PIL"],
     ["Institute of Animal Technology (IAT) Level 2 Certificate", "IAT Level 2 Certificate", "IAT Level 2"]],
    ["PCR", "qPCR", "ddPCR", "DNA extraction", ["Histology", "Microtomy"], ["Immunohistochemistry", "IHC"],
     ["Mouse handling and breeding", "Mouse handling", "Animal handling"], "Cell culture", "Aseptic technique", "COSHH", ["Microsoft Excel", "Excel"],
     ["Training apprentices", "Training"]],
    ["Abingdon", "Didcot", "Oxford", "Harwell", "Astronomy"],
    Y(["2018-06:2026-11"]), ["Biological Technicians", "Histology Technicians", "Histotechnologists", "Laboratory Technicians"], (), DOCX + ["no-skills-section"])

# 24 Australian senior CRA, skills grid --------------------------------------------------------------------------------------
add("24-senior-cra-skills-grid-au.docx", ["Isabella Moretti"], "isabella.moretti@example.com.au", "0491 570 921",
    ["Parramatta NSW 2150", "Parramatta NSW", "Parramatta"],
    [P(["Senior Clinical Research Associate", "Senior CRA"], "Novotech", "2022-03", "Present", ["Sydney NSW", "Sydney"]),
     P(["Clinical Research Associate", "CRA"], ["Parexel International", "Parexel"], "2019-07", "2022-02", ["Sydney NSW", "Sydney"]),
     P("Clinical Trial Coordinator", ["Westmead Hospital (Western Sydney Local Health District)", "Westmead Hospital"], "2017-02", "2019-06",
       ["Westmead NSW", "Westmead"]),
     P(["Research Assistant (part-time)", "Research Assistant"], "Kolling Institute", "2016", "2017", ["St Leonards NSW", "St Leonards"])],
    [(["Master of Clinical Trials Research"], ["The University of Sydney", "University of Sydney"]),
     (["Bachelor of Medical Science"], "Western Sydney University")],
    [["ACRP Certified Clinical Research Associate (CCRA)", "CCRA", "Certified Clinical Research Associate"],
     ["ICH-GCP E6(R3)", "ICH-GCP", "ICH-GCP E6(R3) – TransCelerate-recognised"], ["IATA Dangerous Goods Shipping", "IATA Dangerous Goods"]],
    [["ICH-GCP", "GCP", "ICH-GCP E6(R3)"], ["Site monitoring", "Site monitoring (on-site & remote)"], "Source data verification", ["Medidata Rave", "Medidata Rave EDC"],
     ["Veeva Vault CTMS / eTMF", "Veeva Vault", "Veeva", "CTMS", "eTMF"], ["Oncology", "Oncology & rare disease"],
     ["Risk-based quality management", "Risk-based monitoring", "RBQM"], ["Mentoring", "Mentoring junior CRAs"],
     ["HREC submissions", "CTN scheme & HREC submissions", "Ethics submissions"]],
    ["Parramatta", "Sydney", "Westmead", "St Leonards", "Kolling"],
    Y(["2017-02:2026-11"], ["2016-01:2026-11"]), ["Clinical Research Coordinators", "Clinical Research"], (), DOCX + ["no-skills-section"])

# 25 US fisheries biologist, seasonal jobs ------------------------------------------------------------------------------------
add("25-fisheries-biologist-seasonal-us.docx", ["Wyatt J. Redcloud", "Wyatt Redcloud"], "wyatt.redcloud@example.com", "360-555-0121",
    ["Olympia, WA 98501", "Olympia, WA"],
    [P("Fish and Wildlife Biologist 2", ["Washington Department of Fish and Wildlife (WDFW), Fish Program", "Washington Department of Fish and Wildlife (WDFW)",
                                         "Washington Department of Fish and Wildlife", "WDFW"], "2023-06", "Present", "Olympia, WA"),
     P(["Biological Science Technician (Fisheries), GS-0404-07", "Biological Science Technician (Fisheries)", "Biological Science Technician"],
       ["NOAA Northwest Fisheries Science Center", "NOAA"], "2022-09", "2023-05", "Seattle, WA"),
     P(["Fisheries Technician (seasonal)", "Fisheries Technician"],
       ["U.S. Fish and Wildlife Service, Lower Columbia River Fish Health Center", "U.S. Fish and Wildlife Service"], location="Willard, WA", season=True),
     P(["Fisheries Technician (seasonal)", "Fisheries Technician"],
       ["Alaska Department of Fish and Game, Division of Commercial Fisheries", "Alaska Department of Fish and Game"], location="Dillingham, AK", season=True),
     P("Undergraduate Research Assistant", ["University of Washington, School of Aquatic and Fishery Sciences", "University of Washington"],
       "2019", "2022", "Seattle, WA")],
    [(["B.S. Aquatic and Fishery Sciences", "B.S."], "University of Washington")],
    [["Electrofishing Certification", "Electrofishing Certification – Smith-Root"],
     ["USFWS Motorboat Operator Certification Course (MOCC)", "Motorboat Operator Certification Course", "MOCC"],
     ["Wilderness First Aid (NOLS)", "Wilderness First Aid"], ["WDFW Scientific Collection Permit holder", "Scientific Collection Permit"]],
    ["Electrofishing", ["Rotary screw traps", "Rotary screw trap"], "PIT tagging", ["Snorkel surveys", "Spawning ground surveys"], "Boat operation",
     ["Otolith ageing", "Otolith aging"], "R", ["ArcGIS Pro", "ArcGIS"], "Microsoft Access", ["Excel", "Microsoft Excel"],
     ["Mark-recapture", "Mark-recapture models"], ["Crew leadership", "Leadership"]],
    ["Olympia", "Dillingham", "Willard", "Wood River", "Cedar River"],
    Y(["2022-09:2026-11"], ["2019-01:2026-11"]), ["Zoologists and Wildlife Biologists", "Wildlife Biologists", "Biologists"], (), DOCX + ["no-skills-section"])

# 26 Indian analytical R&D scientist, bordered tables ----------------------------------------------------------------------
add("26-analytical-rd-scientist-tables-in.docx", ["Dr. K. Lakshmi Prasanna", "K. Lakshmi Prasanna", "Lakshmi Prasanna"], "lakshmi.prasanna.ard@example.in",
    "+91 94400 55317",
    ["Hyderabad – 500073, Telangana", "Hyderabad", "Hyderabad, Telangana", "Srinagar Colony, Hyderabad – 500073, Telangana",
     "H.No. 8-3-231/B, Srinagar Colony, Hyderabad – 500073, Telangana"],
    [P("Senior Research Scientist", ["Dr. Reddy's Laboratories Ltd.", "Dr. Reddy's Laboratories",
                                     "Dr. Reddy's Laboratories Ltd., Integrated Product Development Organisation"], "2019-07", "Present",
       ["Bachupally, Hyderabad", "Hyderabad"]),
     P("Research Scientist", ["Aurobindo Pharma Ltd.", "Aurobindo Pharma", "Aurobindo Pharma Ltd., Research Centre-II"], "2015-06", "2019-06",
       ["Bachupally, Hyderabad", "Hyderabad"]),
     P("Junior Research Associate", ["Hetero Drugs Ltd.", "Hetero Drugs"], "2014-02", "2015-05", ["Jeedimetla, Hyderabad", "Hyderabad"]),
     P("Trainee Chemist", ["Mylan Laboratories Ltd.", "Mylan Laboratories", "Mylan"], "2013-09", "2014-01", "Bollaram")],
    [(["Ph.D. (Chemistry)", "Ph.D.", "PhD"], ["Jawaharlal Nehru Technological University Hyderabad (JNTUH)", "Jawaharlal Nehru Technological University Hyderabad", "JNTUH"]),
     (["M.Sc. (Analytical Chemistry)", "M.Sc."], ["Osmania University", "Osmania University, Hyderabad"]),
     (["B.Sc. (MPC)", "B.Sc."], ["Andhra University", "Andhra University, Visakhapatnam"])],
    [],
    ["HPLC", "UPLC", ["GC", "GC-HS"], ["LC-MS/MS", "LC-MS"], "ICP-MS", ["Method development", "Method development and validation"], "Method validation",
     ["Forced degradation", "Forced degradation studies"], ["Empower 3", "Empower"], "Chromeleon", ["Dissolution", "Dissolution apparatus"],
     ["Karl Fischer", "KF titrator"], "FTIR", ["Technology transfer", "Tech transfer"]],
    ["Hyderabad", "Bachupally", "Jeedimetla", "Father's Name", "Telangana"],
    Y(["2013-09:2026-11"]), ["Chemists"], (), DOCX)

# 27 Irish validation specialist, employer first, tab dates -----------------------------------------------------------------
add("27-validation-specialist-employer-first-ie.docx", "Declan Fitzgerald-Moyo", "declan.fm@example.ie", "+353 85 555 0264", ["Carlow, Ireland", "Carlow"],
    [P("Senior Validation Specialist", ["MSD Ireland (Carlow)", "MSD Ireland", "MSD"], "2022-01", "Present"),
     P(["CQV Engineer (contractor)", "CQV Engineer"], ["PM Group (contract to Takeda, Grange Castle)", "PM Group", "Takeda"], "2019-03", "2021-12"),
     P("Validation Specialist", ["Allergan Pharmaceuticals Ireland (now AbbVie), Westport", "Allergan Pharmaceuticals Ireland (now AbbVie)",
                                 "Allergan Pharmaceuticals Ireland", "Allergan"], "2017-09", "2019-02"),
     P("QC Chemist", ["Allergan Pharmaceuticals Ireland (now AbbVie), Westport", "Allergan Pharmaceuticals Ireland (now AbbVie)",
                      "Allergan Pharmaceuticals Ireland", "Allergan"], "2015-08", "2017-08")],
    [(["BSc (Hons) Pharmaceutical Science", "BSc Pharmaceutical Science", "BSc"], ["South East Technological University (IT Carlow)",
                                                                                     "South East Technological University", "IT Carlow"]),
     (["Certificate in Validation Practices (Level 8, Special Purpose Award)", "Certificate in Validation Practices"],
      ["Technological University Dublin", "TU Dublin"])],
    [],
    [["Commissioning and qualification", "Commissioning and qualification (IQ/OQ/PQ)", "IQ/OQ/PQ", "CQV"], "Cleaning validation", "Temperature mapping",
     "Process validation", ["Computer system validation", "CSV", "GAMP 5"], ["Kneat Gx", "Kneat"], ["FMEA", "Risk assessment (FMEA)", "Risk assessment"],
     ["EU GMP Annex 1 and Annex 15", "EU GMP", "GMP", "Annex 1"], "Technical writing", "HPLC"],
    ["Carlow", "Westport", "Grange Castle", "Leinster", "Munster"],
    Y(["2015-08:2026-11"]), ["Validation Engineers", "Quality Control", "Chemists"], (), DOCX + ["no-skills-section"])

# 28 NZ food technologist, employer/date table rows ---------------------------------------------------------------------------
add("28-food-technologist-dairy-table-nz.docx", "Aroha Te Rangi-Walsh", "aroha.terangiwalsh@example.co.nz", "021 555 0193",
    ["Hamilton 3204, New Zealand", "Hamilton, New Zealand", "Hamilton 3204", "Hamilton"],
    [P(["Food Technologist – Consumer Dairy", "Food Technologist", "Food Technologist, Consumer Dairy"], ["Fonterra Research and Development Centre", "Fonterra"],
       "2023-03", "Present", "Palmerston North"),
     P("Quality Assurance Technologist", "Open Country Dairy", "2021-01", "2023-02", "Waharoa"),
     P(["Summer Student – Laboratory", "Summer Student", "Summer Student, Laboratory"], ["Tatua Co-operative Dairy Company", "Tatua"], "2019-11", "2020-02",
       "Morrinsville")],
    [(["Bachelor of Science (Food Science)", "Bachelor of Science"], "University of Otago"),
     (["Postgraduate Certificate in Dairy Science and Technology", "Postgraduate Certificate"], "Massey University")],
    [["HACCP Level 4 (NZQA unit standards)", "HACCP Level 4", "HACCP"], ["FSSC 22000 Internal Auditor"],
     ["First Aid (Workplace), St John", "First Aid (Workplace)", "First Aid"]],
    ["Product development", ["Pilot plant trials", "Pilot plant"], ["Shelf-life studies", "Shelf life studies", "Shelf-life"], "Sensory evaluation", "HACCP",
     "FSSC 22000", ["Texture analysis", "Texture analyser"], "Food microbiology", "Minitab", "Excel", "Teamwork", ["te reo Māori", "Maori", "Te reo"]],
    ["Hamilton", "Palmerston North", "Waharoa", "Morrinsville", "Te Rapa"],
    Y(["2021-01:2026-11"], ["2019-11:2020-02", "2021-01:2026-11"]), ["Food Scientists and Technologists", "Food Science Technicians"], (),
    DOCX + ["no-skills-section"])

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "..", "expected.jsonl"), "w", encoding="utf-8") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations")
for e in E:
    print(e["file"], e["totalYears"], len(e["positions"]))
